import { describe, expect, test } from "vitest";
import { findUnsupportedDetails } from "../unsupported-details.ts";
import {
  CONFUSABLE_NAMES,
  confusableWith,
  productGroupMedicines,
  unknownConfusableNames,
} from "./confusable-medicines.ts";

const explained = (transcript: string, document: string) =>
  findUnsupportedDetails(transcript, document).map((detail) => [detail.text, detail.kind, detail.explanation]);

describe("confusable medicines", () => {
  test("every name on the list is a medicine the checker knows, and no pair is one medicine twice", () => {
    expect(unknownConfusableNames()).toEqual([]);
    for (const [a, b] of CONFUSABLE_NAMES) expect(a, `${a}/${b}`).not.toBe(b);
    expect(confusableWith("hydroxyzine").has("hydralazine")).toBe(true);
    expect(confusableWith("hydralazine").has("hydroxyzine")).toBe(true);
    expect(confusableWith("insulin aspart").has("biphasic insulin aspart")).toBe(true);
  });

  test("a swap within a pair is flagged as the swap, with the name the dictation used", () => {
    expect(explained("hydroxyzine 10 mg at night", "Hydralazine 10 mg at night.")).toEqual([
      ["Hydralazine", "medicine", "Hydralazine — dictation says hydroxyzine"],
    ]);
    expect(explained("sulfasalazine 1 g twice a day", "Sulfadiazine 1 g BD.")[0]).toEqual([
      "Sulfadiazine",
      "medicine",
      "Sulfadiazine — dictation says sulfasalazine",
    ]);
    expect(explained("folic acid 5 mg once a week", "Folinic acid 5 mg weekly.")[0][0]).toBe("Folinic acid");
    expect(explained("novorapid 6 units with meals", "NovoMix 6 units with meals.")[0][0]).toBe("NovoMix");
    expect(explained("sitagliptin 100 mg once a day", "Saxagliptin 100 mg OD.")[0]).toEqual([
      "Saxagliptin",
      "medicine",
      "Saxagliptin — dictation says sitagliptin",
    ]);
    expect(explained("eumovate twice a day", "Dermovate BD.")[0][2]).toBe("Dermovate — dictation says eumovate");
  });

  test("when both are named, a dose the dictation gives the other moves the flag to the name", () => {
    const transcript = "prednisolone 60 mg once a day and propranolol 40 mg twice a day";
    expect(explained(transcript, "Propranolol 60 mg OD. Propranolol 40 mg BD.")[0]).toEqual([
      "Propranolol 60 mg",
      "medicine",
      "Propranolol — dictation says prednisolone (60 mg)",
    ]);
    expect(explained(transcript, "Prednisolone 60 mg OD. Propranolol 40 mg BD.")).toEqual([]);
  });

  test("each group of products that are not interchangeable is one medicine's", () => {
    for (const medicines of productGroupMedicines()) expect(medicines).toHaveLength(1);
  });

  test("a product of one medicine written for another of its products is flagged, with the name the dictation used", () => {
    expect(explained("advagraf three mg once each morning", "Prograf 3 mg OM.")[0]).toEqual([
      "Prograf",
      "medicine",
      "Prograf — dictation says advagraf",
    ]);
    expect(explained("stays on priadel four hundred at night", "Continues Camcolit 400 mg ON.")[0][2]).toBe(
      "Camcolit — dictation says priadel",
    );
    // Both products named: the dose the dictation gave the other moves the flag to the name.
    const transcript = "zomorph thirty mg twice a day and oramorph five mg when needed for breakthrough pain";
    expect(explained(transcript, "Zomorph 30 mg BD; Zomorph 5 mg PRN for breakthrough.")).toEqual([
      ["Zomorph 5 mg", "medicine", "Zomorph — dictation says oramorph (5 mg)"],
    ]);
  });

  test("a product is not flagged where the dictation names it, or names the medicine without saying which", () => {
    const transcript = "zomorph thirty mg twice a day and oramorph five mg when needed for breakthrough pain";
    expect(explained(transcript, "Zomorph 30 mg BD; Oramorph 5 mg PRN for breakthrough.")).toEqual([]);
    expect(explained("neoral seventy five mg twice a day", "Ciclosporin (Neoral) 75 mg BD.")).toEqual([]);
    // The medicine said without its product: a write-up may name the product it is.
    expect(explained("ciclosporin seventy five mg twice a day and sandimmun before", "Neoral 75 mg BD.")).toEqual([]);
    expect(explained("morphine sulfate liquid five mg when needed", "Oramorph 5 mg PRN.")).toEqual([]);
  });
});
