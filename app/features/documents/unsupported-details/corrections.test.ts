import { describe, expect, test } from "vitest";
import { withoutCorrections } from "./corrections.ts";

/** What is left of a dictation once its corrections are taken out, its spaces closed up. */
const left = (text: string) => withoutCorrections(text).replace(/\s+/g, " ").trim();

describe("a dictation's corrections", () => {
  test("a side said again after 'sorry' takes back the side before it, with the words said again", () => {
    expect(left("she is tender on the right sorry on the left over the joint line")).toBe(
      "she is tender on the left over the joint line",
    );
    expect(left("swelling of the right ankle sorry the left ankle for a week")).toBe(
      "swelling of the left ankle for a week",
    );
    expect(left("a red left eye since sunday sorry I mean the right eye")).toBe("a red the right eye");
    // Not a side too far back to be the one corrected: a clarification takes nothing back.
    expect(left("left knee replaced in twenty nineteen and now the hip aches at night sorry the right hip")).toBe(
      "left knee replaced in twenty nineteen and now the hip aches at night the right hip",
    );
  });

  test("a phrase said again from its preposition takes back only that phrase, not the words before it", () => {
    expect(left("ibuprofen four hundred three times a day for the last ten days, sorry, for the last week")).toBe(
      "ibuprofen four hundred three times a day , for the last week",
    );
    // …a word said again that is not where a phrase starts still takes back the words that say which.
    expect(left("mild subcostal recession no sorry no recession")).toBe("no recession");
    // …said again after how much of it there is ("mildly tender").
    expect(
      left("tender over the volar plate, not tender over the collaterals, er sorry, mildly tender over the radial one"),
    ).toBe("tender over the volar plate, , mildly tender over the radial one");
  });

  test("a medicine named after ', no,' takes back the one named just before", () => {
    expect(left("the walk-in centre gave him clarithromycin, no, doxycycline, for a week")).toBe(
      "the walk-in centre gave him , doxycycline, for a week",
    );
    // Only after ", no,": "sorry" before a medicine often adds one ("metformin, sorry, gliclazide too").
    expect(left("on metformin, sorry, gliclazide too")).toContain("metformin");
    // Not a list, a denial or a question's answer.
    for (const said of [
      "aspirin, clopidogrel, no, ticagrelor",
      "she's not on warfarin, no, apixaban",
      "any problems with the sertraline? no, citalopram before that",
      "she takes amlodipine, no, ramipril was stopped",
    ])
      expect(left(said)).toBe(said);
    // Not one named further back: "no" then takes nothing back.
    expect(left("on metformin and gliclazide for years and her sugars are up, no, sitagliptin was stopped")).toBe(
      "on metformin and gliclazide for years and her sugars are up, no, sitagliptin was stopped",
    );
  });

  test("a range corrected to one number goes with it, and the words said again after the commas", () => {
    expect(left("bloods in three to four days, sorry, in five days, then review")).toBe(
      "bloods in five days, then review",
    );
    expect(left("swab in one month, sorry, in two months")).toBe("swab in two months");
  });

  test("a frequency takes back the frequency before it, with the course said with it", () => {
    expect(left("metformin five hundred milligrams twice a day for a month sorry once a day for a month")).toBe(
      "metformin five hundred milligrams once a day for a month",
    );
  });

  test("a number takes back the number just before it, and any said together with it", () => {
    expect(left("off work for ten days sorry seven days")).toBe("off work for seven days");
    expect(left("seen on the third and fifth sorry the fourth and sixth")).toBe("seen on the fourth and sixth");
  });

  test("the provider's commas around 'sorry' do not hide what replaces the number", () => {
    expect(left("Reduce the prednisolone to thirty, sorry, to twenty five milligrams each morning.")).toBe(
      "Reduce the prednisolone to twenty five milligrams each morning.",
    );
  });

  test("a month takes back the month before it", () => {
    expect(left("her last smear was in march no sorry it was may and it was normal")).toBe(
      "her last smear was in was may and it was normal",
    );
  });

  test("'no' between two commas corrects a thing of a kind ('the ninth, no, the nineteenth'), and nothing else", () => {
    expect(left("review on the ninth, no, the nineteenth of March")).toBe("review on the nineteenth of March");
    expect(left("the left, no, the right wrist is swollen")).toBe("the right wrist is swollen");
    expect(left("cough, no, fever, no, rash")).toBe("cough, no, fever, no, rash");
  });

  test("what cannot be placed is left as said", () => {
    expect(left("started on amitriptyline sorry scratch that she declined it")).toBe(
      "started on amitriptyline scratch that she declined it",
    );
  });

  test("a finding said again takes back itself and the words before it that say which, not past 'and'", () => {
    expect(left("chest clear, mild wheeze no sorry no wheeze")).toBe("chest clear, no wheeze");
    expect(left("ramipril once a day and aspirin sorry aspirin seventy five")).toBe(
      "ramipril once a day and aspirin seventy five",
    );
  });

  test("an apology is not a correction ('I'm sorry to bother you')", () => {
    expect(left("no chest pain she said I'm sorry to bother you")).toBe(
      "no chest pain she said I'm sorry to bother you",
    );
    expect(left("left knee pain he was very sorry about the wait")).toBe(
      "left knee pain he was very sorry about the wait",
    );
  });

  test("every place in the text is kept, so offsets still point into the dictation", () => {
    const text = "pain in the right hip sorry the left hip";
    expect(withoutCorrections(text)).toHaveLength(text.length);
    expect(withoutCorrections("no correction here")).toBe("no correction here");
  });

  test("what the patient puts right ('sorry, she thinks more like …', 'er, he says …') takes the number back, keeping its unit", () => {
    expect(left("the aura lasted about forty minutes, sorry, she thinks more like thirty five, and then")).toBe(
      "the aura lasted about 35 minutes , she thinks more like thirty five, and then",
    );
    expect(left("the nosebleed stopped after about ten minutes, er, he says fifteen. no blood")).toBe(
      "the nosebleed stopped after about 15 minutes , he says fifteen. no blood",
    );
    // …and one said with its own unit is read as said.
    expect(left("she took it for three days, sorry, she says it was seven days, then")).toBe(
      "she took it for , she says it was seven days, then",
    );
    // A pause with nothing put right takes nothing back.
    expect(left("the rash is better, er, she says it's fine")).toBe("the rash is better, er, she says it's fine");
  });

  test("'no, he says …' after a pause puts a number right too, with the words of its unit ('ten a day')", () => {
    expect(left("night sweats, about four a week, no she says nearer six, and she")).toBe(
      "night sweats, about 6 a week she says nearer six, and she",
    );
  });

  test("'er, more like …' after a number puts it right, with its unit, when who says so comes after it", () => {
    expect(left("the pain lasts about ten minutes, er, more like fifteen he thinks, then eases")).toBe(
      "the pain lasts about 15 minutes , more like fifteen he thinks, then eases",
    );
    expect(left("smokes about ten a day, erm, nearer twelve.")).toBe("smokes about 12 a day , nearer twelve.");
    // …and the clinician's own better guess ("er, probably more like six").
    expect(left("no netball for at least four weeks, er, probably more like six, hand clinic will advise")).toBe(
      "no netball for at least 6 weeks , probably more like six, hand clinic will advise",
    );
    // …not "more like" said of something else, with no pause before it.
    expect(left("it feels more like a burning pain")).toBe("it feels more like a burning pain");
  });

  test("a correction reaches back past what is said while it is looked up ('er, she's checking the box, no, it says …')", () => {
    expect(
      left("amlodipine five milligrams twice a day, er, he's looking at the packet, no, it says once a day. bp"),
    ).toBe("amlodipine five milligrams , it says once a day. bp");
    // …not past the end of a sentence.
    expect(left("paracetamol twice a day. er, on the box, no, it says once a day")).toBe(
      "paracetamol twice a day. er, on the box, no, it says once a day",
    );
  });

  test("'er, actually' puts right what was just said ('twice a day, er, actually let's start once a day')", () => {
    const said =
      "ferrous fumarate two hundred milligrams twice a day, er, actually let's start once a day, for three months.";
    expect(withoutCorrections(said)).not.toContain("twice a day");
    expect(withoutCorrections(said)).toContain("once a day");
    const weeks = "a flare for about three weeks, er, actually she says nearer four weeks, since november.";
    expect(withoutCorrections(weeks)).not.toContain("three weeks");
  });

  test("'twenty minutes, actually no she says more like ten to fifteen' is ten to fifteen minutes", () => {
    const said =
      "each episode lasts about twenty minutes, actually no she says more like ten to fifteen, then it goes.";
    expect(left(said)).toContain("about 10-15 minutes");
    expect(left(said)).not.toContain("twenty");
  });
});

describe("who changed it, after 'sorry' (2026-12-05)", () => {
  test("'three times a day, sorry, no, they cut it to twice a day' takes back three times a day", () => {
    expect(left("carbocisteine 750 mg three times a day, sorry, no, they cut it to twice a day in the summer")).toBe(
      "carbocisteine 750 mg , they cut it to twice a day in the summer",
    );
    // Not past words that are no lead-in: "sorry, the practice nurse will see her twice a week" takes nothing back.
    expect(left("dressings three times a week, sorry, the practice nurse will see her twice a week")).toBe(
      "dressings three times a week, , the practice nurse will see her twice a week",
    );
  });
});
