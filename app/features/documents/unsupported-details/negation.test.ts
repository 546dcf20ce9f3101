import { describe, expect, test } from "vitest";
import { checkNegation } from "./negation.ts";
import { readText } from "./read-text.ts";

const flags = (transcript: string, document: string) =>
  checkNegation(readText(document), readText(transcript)).map((flag) => [
    document.slice(flag.start, flag.end),
    flag.explanation,
  ]);

describe("negation", () => {
  test("a finding denied in the dictation but present in the document, and the reverse", () => {
    expect(flags("no chest pain", "Chest pain on exertion.")).toEqual([
      ["Chest pain", "Chest pain — dictation says no chest pain"],
    ]);
    expect(flags("he has had chest pain", "No chest pain.")).toEqual([
      ["chest pain", "no chest pain — dictation says chest pain is present"],
    ]);
    expect(flags("no fever", "Febrile overnight.")).toEqual([["Febrile", "Febrile — dictation says no febrile"]]);
  });

  test("faithful rewordings are not flagged", () => {
    expect(flags("denies chest pain", "No chest pain.")).toEqual([]);
    expect(flags("no shortness of breath", "Denies SOB.")).toEqual([]);
    expect(flags("no fever", "Afebrile.")).toEqual([]);
    expect(flags("no allergies", "NKDA.")).toEqual([]);
    expect(flags("no blood in the urine", "No haematuria.")).toEqual([]);
    expect(flags("chest clear no wheeze", "Chest: NAD. No wheeze.")).toEqual([]);
    expect(flags("pulses present", "Foot pulses present.")).toEqual([]);
  });

  test("the negation's window: a list joined by commas, or, nor, and", () => {
    const transcript = "no chest pain, shortness of breath, palpitations or syncope";
    expect(flags(transcript, "No chest pain, SOB, palpitations or syncope.")).toEqual([]);
    expect(flags(transcript, "Palpitations. No chest pain.")).toEqual([
      ["Palpitations", "Palpitations — dictation says no palpitations"],
    ]);
    expect(flags("no saddle anaesthesia, bladder or bowel disturbance or weakness", "Weakness.")).toHaveLength(1);
  });

  test("the window ends at but, however, a new clause, or a finding not joined to the list", () => {
    expect(flags("no fever but a productive cough", "Productive cough. No fever.")).toEqual([]);
    expect(flags("no fever, productive cough", "Productive cough.")).toEqual([]);
    expect(flags("no fever. cough for a week", "Cough for 1 week.")).toEqual([]);
    expect(flags("denies headache however has had vomiting", "Vomiting.")).toEqual([]);
  });

  test("a cue after the finding: absent, negative, -ve, nil", () => {
    expect(flags("foot pulses absent", "Pulses present.")).toEqual([["Pulses", "Pulses — dictation says no pulses"]]);
    expect(flags("urine dip blood -ve", "Dip: blood +ve.")).toHaveLength(1);
  });

  test("a finding at rest is not the same finding when upset or on exertion", () => {
    const transcript = "no stridor at rest, mild stridor when upset";
    expect(flags(transcript, "No stridor at rest; mild stridor when upset.")).toEqual([]);
    expect(flags(transcript, "Stridor at rest.")).toEqual([
      ["Stridor at rest", "Stridor at rest — dictation says no stridor at rest"],
    ]);
  });

  test("hypothetical findings (safety-netting) are not compared", () => {
    expect(flags("no chest pain", "Return if chest pain develops.")).toEqual([]);
    expect(flags("if she gets a fever she should ring", "No fever.")).toEqual([]);
  });

  test("findings the dictation does not mention are not this check's business", () => {
    expect(flags("cough for a week", "No fever.")).toEqual([]);
  });

  test("words that look like findings but are not: hay fever, blood pressure, body mass index", () => {
    expect(flags("no fever", "Hay fever since April.")).toEqual([]);
    expect(flags("no blood in the urine", "Blood pressure 120/80. Blood tests requested.")).toEqual([]);
    expect(flags("no masses", "Body mass index 24.")).toEqual([]);
  });
});
