import { describe, expect, test } from "vitest";
import { findUnsupportedDetails } from "../unsupported-details.ts";
import { acuityAt, gestationAt, liquidStrengthAt, timeOfDayAt } from "./notation.ts";
import { readText } from "./read-text.ts";
import { tokenize } from "./tokens.ts";

const flagged = (transcript: string, document: string) =>
  findUnsupportedDetails(transcript, document).map((detail) => detail.text);

describe("clinical notation", () => {
  test("a liquid's strength, written or said", () => {
    const strength = (text: string, at = 1) => {
      const found = liquidStrengthAt(readText(text), at);
      return found && [found.value, found.unit.id];
    };
    expect(strength("amoxicillin two fifty in five ml")).toEqual([250, "mg/5ml"]);
    expect(strength("calpol one twenty in five")).toEqual([120, "mg/5ml"]);
    expect(strength("cetirizine 5 mg in 1 ml")).toEqual([5, "mg/ml"]);
    expect(strength("scored one in five attempts", 1)).toBeNull();
    expect(
      flagged("amoxicillin two fifty in five ml five ml three times a day", "Amoxicillin 250 mg/5 mL, 5 mL TDS."),
    ).toEqual([]);
    expect(
      flagged("amoxicillin two fifty in five ml five ml three times a day", "Amoxicillin 125 mg/5 mL, 5 mL TDS."),
    ).toEqual(["125 mg/5 mL"]);
    expect(flagged("calpol one twenty in five five ml four times a day", "Calpol 120 mg/5 mL, 5 mL QDS.")).toEqual([]);
  });

  test("doses by weight: per kilo, per dose or per day", () => {
    expect(flagged("ten milligrams per kilo per dose", "10 mg/kg/dose")).toEqual([]);
    expect(flagged("ten milligrams per kilo per dose", "(10 mg/kg)")).toEqual([]);
    expect(flagged("prednisolone 1 mg per kilo", "Prednisolone 1 mg/kg.")).toEqual([]);
    expect(flagged("forty five milligrams per kilo per day", "45 mg/kg/day")).toEqual([]);
    expect(flagged("ten milligrams per kilo per dose", "10 mg/kg/day")).toEqual(["10 mg/kg/day"]);
  });

  test("a dose worked out from the dose per kilo and the weight said, rounded as written", () => {
    const said = "weight 18.5 kg, prednisolone 2 mg per kilo once a day for three days";
    expect(flagged(said, "Prednisolone 2 mg/kg (37 mg) OD for 3/7.")).toEqual([]);
    expect(flagged("weighs 9.3 kg, ibuprofen 5 mg/kg", "Ibuprofen 5 mg/kg = 46.5 mg.")).toEqual([]);
    expect(flagged(said, "Prednisolone 2 mg/kg (40 mg) OD for 3/7.")).toEqual(["40 mg"]);
    expect(flagged("prednisolone 2 mg per kilo", "Prednisolone 2 mg/kg (37 mg).")).toEqual(["37 mg"]);
  });

  test("when something happened is not how long it lasted", () => {
    const said = "rash started two days ago, itchy for four days before the rash appeared";
    expect(flagged(said, "Rash started 2 days ago; 4 days of itch before it.")).toEqual([]);
    expect(flagged(said, "2/7 history of rash.")).toEqual([]);
    expect(flagged(said, "Rash started 4 days ago.")).toEqual(["4 days"]);
    expect(flagged("worse over the last week, fall three days ago", "Fell 7 days ago.")).toEqual(["7 days"]);
  });

  test("a course completed after a loading dose belongs to its medicine, not to the one said next", () => {
    const said =
      "clarithromycin five hundred milligrams twice a day to complete seven days salbutamol two puffs as required";
    expect(flagged(said, "Clarithromycin 500 mg BD to complete 7 days. Salbutamol 2 puffs PRN.")).toEqual([]);
    expect(flagged(said, "Salbutamol 2 puffs PRN for 7 days.")).toEqual(["7 days"]);
  });

  test("gestation: weeks plus days, /40, said in words", () => {
    const weeks = (text: string) => {
      const found = gestationAt(tokenize(text), 0);
      return found && found.span.amount / 1440;
    };
    expect(weeks("28+3/40")).toBe(199);
    expect(weeks("28+3 weeks")).toBe(199);
    expect(weeks("twenty eight plus three weeks")).toBe(199);
    expect(weeks("28/40")).toBe(196);
    expect(weeks("28 weeks and 3 days")).toBe(199);
    expect(weeks("120/80")).toBeNull();
    expect(flagged("twenty eight plus three weeks, bloods at twenty eight weeks", "28+3/40. Bloods 28/40.")).toEqual(
      [],
    );
    expect(flagged("twenty eight plus three weeks", "29+3/40.")).toEqual(["29+3/40"]);
  });

  test("visual acuity is not six months", () => {
    const acuity = (text: string, at: number) => {
      const found = acuityAt(readText(text, { reading: "split" }), at);
      return found && `${found.distance}/${found.line}`;
    };
    expect(acuity("VA R 6/12", 2)).toBe("6/12");
    expect(acuity("visual acuity right six twelve", 3)).toBe("6/12");
    expect(acuity("review 6/12", 1)).toBeNull();
    expect(flagged("visual acuity right six twelve left six six", "VA R 6/12, L 6/6.")).toEqual([]);
    expect(flagged("visual acuity right six twelve left six six", "VA R 6/36, L 6/6.")).toEqual(["6/36"]);
    expect(flagged("review in six months", "Review 6/12.")).toEqual([]);
  });

  test("times of day: 22:00 is 10 pm; 9 am is not 9 pm", () => {
    const minutes = (text: string) => timeOfDayAt(tokenize(text), 0)?.minutes ?? null;
    expect(minutes("22:00")).toEqual([1320]);
    expect(minutes("10 pm")).toEqual([1320]);
    expect(minutes("10 p.m.")).toEqual([1320]);
    expect(minutes("10.30 pm")).toEqual([1350]);
    expect(minutes("10:30")).toEqual([630, 1350]);
    expect(flagged("lantus twenty two units at ten pm", "Lantus 22 units at 22:00.")).toEqual([]);
    expect(flagged("abasaglar 10 units at 9 pm", "Abasaglar 10 units at 9 am.")).toEqual(["9 am"]);
  });

  test("fractions, ranges and a frequency given once for two medicines", () => {
    expect(flagged("gliclazide 40 mg, half a tablet, twice a day", "Gliclazide 40 mg (½ tablet) BD.")).toEqual([]);
    expect(flagged("fasting sugars running eight to eleven", "Fasting glucose 8-11 mmol/L.")).toEqual([]);
    expect(
      flagged(
        "amlodipine 10 mg once a day and bisoprolol 2.5 mg once a day",
        "Amlodipine 10 mg and bisoprolol 2.5 mg, each once a day.",
      ),
    ).toEqual([]);
    expect(
      flagged(
        "rivaroxaban 15 mg twice a day for 21 days, then 20 mg once a day",
        "Rivaroxaban 15 mg BD for 21 days, then 20 mg OD.",
      ),
    ).toEqual([]);
    expect(
      flagged(
        "rivaroxaban 15 mg twice a day for 21 days, then 20 mg once a day",
        "Rivaroxaban 15 mg OD for 21 days, then 20 mg OD.",
      ),
    ).toEqual(["OD"]);
    expect(flagged("warfarin usual dose 5 mg daily", "Warfarin, usual dose 5 mg a day.")).toEqual([]);
    expect(flagged("warfarin usual dose 5 mg twice a day", "Warfarin, usual dose 5 mg a day.")).toEqual(["a day"]);
  });

  test("a unit said once for a list of doses", () => {
    const transcript = "novorapid six units at breakfast eight units at lunch and ten units with his evening meal";
    expect(flagged(transcript, "NovoRapid 6 units at breakfast, 8 at lunch and 10 with the evening meal.")).toEqual([]);
    expect(flagged(transcript, "NovoRapid 6 units at breakfast, 12 at lunch and 10 with the evening meal.")).toEqual([
      "12",
    ]);
  });

  test("a condition said with a dose makes it as required; puffs are inhaled", () => {
    expect(flagged("hydroxyzine 5 ml at night if the itch stops her sleeping", "Hydroxyzine 5 mL nocte PRN.")).toEqual(
      [],
    );
    expect(flagged("clenil modulite two puffs twice a day", "Clenil Modulite 2 puffs BD via spacer.")).toEqual([]);
    expect(
      flagged("ferrous fumarate two ten milligrams twice a day", "Ferrous fumarate 210 mg, one tablet twice a day."),
    ).toEqual([]);
  });
});

describe("a value under one is no time of day (2026-12-05)", () => {
  test("'urate normal at 0.31' is a reading, while 'woke at 6.30' is a time", () => {
    expect(timeOfDayAt(tokenize("at 0.31"), 1)).toBeNull();
    expect(timeOfDayAt(tokenize("at 6.30"), 1)).not.toBeNull();
    expect(flagged("urate normal at zero point three one", "Urate normal at 0.31.")).toEqual([]);
    expect(flagged("urate normal at zero point three one", "Urate normal at 0.41.")).toEqual(["0.41"]);
  });
});

describe("a length of time after 'at', near the eyes (2026-12-05)", () => {
  test("'refer to the eye clinic if still present at 3/12' is three months, not an acuity", () => {
    const said = "visual acuity six six each eye. if it's still there in three months we'd refer to the eye clinic";
    expect(flagged(said, "VA 6/6 each eye. Refer eye clinic if still present at 3/12.")).toEqual([]);
    expect(flagged(said, "VA 6/6 each eye. Refer eye clinic if still present at 6/12.")).toEqual(["6/12"]);
  });
});
