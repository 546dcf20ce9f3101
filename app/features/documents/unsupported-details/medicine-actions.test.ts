import { describe, expect, test } from "vitest";
import { checkMedicineActions } from "./medicine-actions.ts";
import { readText } from "./read-text.ts";

const flags = (transcript: string, document: string) =>
  checkMedicineActions(readText(document), readText(transcript)).map((flag) => [
    document.slice(flag.start, flag.end),
    flag.explanation,
  ]);

describe("what the plan does with a medicine", () => {
  test("a medicine stopped, increased or reduced when the dictation does that to another, or the opposite", () => {
    expect(
      flags("on amlodipine and indapamide, stop the indapamide because of the sodium", "Amlodipine stopped."),
    ).toEqual([
      [
        "Amlodipine stopped",
        "Amlodipine stopped — the dictation does not say to stop Amlodipine (it says to stop indapamide)",
      ],
    ]);
    expect(flags("reduce the sertraline to fifty", "Increase sertraline to 50 mg.")).toEqual([
      ["Increase sertraline", "Increase sertraline — the dictation does not say to increase sertraline"],
    ]);
    expect(flags("increase levothyroxine to 100 micrograms", "Levothyroxine reduced to 100 micrograms.")).toEqual([
      ["Levothyroxine reduced", "Levothyroxine reduced — the dictation does not say to reduce Levothyroxine"],
    ]);
  });

  test("a medicine continued or started when the dictation stops it", () => {
    expect(flags("stop the naproxen, keep the omeprazole", "Continue naproxen and omeprazole.")).toEqual([
      [
        "Continue naproxen",
        "Continue naproxen — the dictation does not say to continue naproxen (it says to continue omeprazole)",
      ],
    ]);
  });

  test("a medicine started by 'it' and stopped today: the start is said, unless told not to", () => {
    const said = "he's on trazodone for low mood, we started it on the third of november. stop the trazodone.";
    expect(flags(said, "Started on trazodone on 3 November. Trazodone stopped.")).toEqual([]);
    const notStarted = "he's on trazodone for low mood, we didn't start it. stop the trazodone.";
    expect(flags(notStarted, "Started on trazodone.")).toHaveLength(1);
    // …only a start in the past: "she'd like to keep it", "keep it up" say nothing of the plan.
    const keep = "she's on naproxen and she'd like to keep it, but with her kidneys I've said stop the naproxen.";
    expect(flags(keep, "Naproxen continued.")).toHaveLength(1);
  });

  test("the same action said another way, or unpunctuated further away, is not flagged", () => {
    expect(flags("she's to come off the atorvastatin for now", "Atorvastatin stopped.")).toEqual([]);
    expect(
      flags("taking naproxen for his back which I've advised him to stop and use paracetamol", "Stop naproxen."),
    ).toEqual([]);
    expect(flags("furosemide goes up to eighty in the morning", "Furosemide increased to 80 mg OM.")).toEqual([]);
    expect(flags("halve the prednisolone each week", "Prednisolone tapered.")).toEqual([]);
    expect(flags("switch from ramipril to candesartan 8 mg", "Ramipril stopped; start candesartan 8 mg.")).toEqual([]);
  });

  test("a list of medicines given one verb gives it to each", () => {
    expect(flags("stop the ramipril and indapamide", "Indapamide stopped. Ramipril stopped.")).toEqual([]);
    expect(flags("her ramipril and indapamide are stopped for now", "Stop indapamide.")).toEqual([]);
  });

  test("starting or continuing a medicine the dictation only names is not flagged", () => {
    expect(
      flags("plan amoxicillin 500 mg three times a day for five days", "Start amoxicillin 500 mg TDS for 5/7."),
    ).toEqual([]);
    expect(flags("on metformin 500 mg twice a day", "Continue metformin 500 mg BD.")).toEqual([]);
    expect(flags("stop the Clenil and switch to Fostair", "Clenil stopped. Start Fostair.")).toEqual([]);
  });

  test("'stop it' in the plan may be the medicine just started, not only the one named last", () => {
    const said =
      "start sertraline fifty milligrams once a day carry on with the omeprazole and the folic acid review in four weeks and if she feels more agitated or has thoughts of harming herself she should stop it and call us";
    expect(flags(said, "If she becomes more agitated she should stop sertraline and call us.")).toEqual([]);
    expect(flags(said, "Omeprazole stopped.")).toEqual([
      ["Omeprazole stopped", "Omeprazole stopped — the dictation does not say to stop Omeprazole"],
    ]);
  });
});
