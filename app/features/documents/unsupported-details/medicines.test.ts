import { describe, expect, test } from "vitest";
import { MEDICINES } from "./medicines-list.ts";
import { findMedicines } from "./medicines.ts";
import { tokenize } from "./tokens.ts";

const found = (text: string, keyTerms: string[] = []) =>
  findMedicines(tokenize(text), keyTerms).map((mention) => [
    text.slice(mention.start, mention.end),
    mention.id,
    mention.source,
  ]);

describe("medicines", () => {
  test("brand and generic names are the same medicine", () => {
    expect(found("Ventolin, salbutamol").map(([, id]) => id)).toEqual(["salbutamol", "salbutamol"]);
    expect(found("Calpol then paracetamol").map(([, id]) => id)).toEqual(["paracetamol", "paracetamol"]);
    expect(found("Eumovate").map(([, id]) => id)).toEqual(["clobetasone"]);
    expect(found("Dermovate").map(([, id]) => id)).toEqual(["clobetasol"]);
  });

  test("names of several words, with spaces or hyphens", () => {
    expect(found("Clenil Modulite 100")).toEqual([["Clenil Modulite", "beclometasone", "list"]]);
    expect(found("co-codamol, co codamol, cocodamol").map(([, id]) => id)).toEqual(Array(3).fill("co-codamol"));
    expect(found("sodium cromoglicate eye drops")).toEqual([["sodium cromoglicate", "sodium cromoglicate", "list"]]);
    expect(found("Adcal-D3")[0][1]).toBe("calcium carbonate/colecalciferol");
  });

  test("a name's letter and number said apart are the name: 'theical d three' is Theical-D3", () => {
    expect(found("then theical d three, one tablet twice a day")).toEqual([
      ["theical d three", "calcium carbonate/colecalciferol", "list"],
    ]);
    expect(found("invita d 3")[0]?.[0]).toBe("invita d 3");
    // Not another number: "theical d two" is no name on the list.
    expect(found("theical d two")).toEqual([]);
  });

  test("a combination is one medicine written with its slash or said without it", () => {
    const ids = (text: string) => found(text).map(([, id]) => id);
    expect(ids("Start ezetimibe/simvastatin 10/40 mg")).toEqual(["ezetimibe/simvastatin"]);
    expect(ids("start ezetimibe simvastatin ten forty")).toEqual(["ezetimibe/simvastatin"]);
    expect(ids("ezetimibe / simvastatin")).toEqual(["ezetimibe", "simvastatin"]);
  });

  test("an unknown word with a medicine's stem is a medicine, to be checked", () => {
    expect(found("started zofenopril and azilsartan")).toEqual([
      ["zofenopril", "zofenopril", "stem"],
      ["azilsartan", "azilsartan", "stem"],
    ]);
  });

  test("ordinary and clinical words with a medicine's ending are not medicines", () => {
    const words =
      "April cholesterol statin statins antibiotics gliptins sartans alpine saline routine medicine examine " +
      "discipline machine engine decline control patrol protein rehab Punjab cyclone";
    expect(found(words)).toEqual([]);
  });

  test("the clinician's key terms are recognised too", () => {
    expect(found("Start Zaplorin 5 mg", ["Zaplorin"])).toEqual([["Zaplorin", "key term: zaplorin", "key term"]]);
    expect(found("Start Zaplorin 5 mg")).toEqual([]);
  });

  test("the list: every name is found as itself, and no name belongs to two medicines", () => {
    const owner = new Map<string, string>();
    for (const [id, ...others] of MEDICINES) {
      for (const name of [id, ...others]) {
        const key = name.toLowerCase().replace(/\//g, " ");
        expect(owner.get(key) ?? id, `${name} is listed under ${owner.get(key)} and ${id}`).toBe(id);
        owner.set(key, id);
        expect(
          found(key).map(([, found]) => found),
          name,
        ).toEqual([id]);
      }
    }
    expect(MEDICINES.length).toBeGreaterThan(300);
  });

  test("look-alike partners, insulins, liquids and vaccines the corpora showed missing", () => {
    const ids = (text: string) => found(text).map(([, id]) => id);
    expect(ids("hydralazine amiloride mercaptopurine sulfadiazine folinic acid chlorpromazine")).toEqual([
      "hydralazine",
      "amiloride",
      "mercaptopurine",
      "sulfadiazine",
      "folinic acid",
      "chlorpromazine",
    ]);
    expect(ids("NovoRapid NovoMix 30 Humulin I Humalog Mix25")).toEqual([
      "insulin aspart",
      "biphasic insulin aspart",
      "insulin human",
      "biphasic insulin lispro",
    ]);
    expect(ids("Calprofen, Shingrix, anti-D")).toEqual(["ibuprofen", "herpes zoster vaccine", "anti-d immunoglobulin"]);
  });

  test("the second sweep: brands and generics across therapeutic areas, and look-alike partners", () => {
    const ids = (text: string) => found(text).map(([, id]) => id);
    expect(ids("Trental, Zyvox, Latuda, Xeloda, Efient, Lomotil, Imdur, Actos, Amaryl")).toEqual([
      "pentoxifylline",
      "linezolid",
      "lurasidone",
      "capecitabine",
      "prasugrel",
      "co-phenotrope",
      "isosorbide mononitrate",
      "pioglitazone",
      "glimepiride",
    ]);
    expect(ids("Janumet then sitagliptin; Trixeo; Humira; Neoral; chlordiazepoxide; methenamine hippurate")).toEqual([
      "sitagliptin/metformin",
      "sitagliptin",
      "budesonide/glycopyrronium/formoterol",
      "adalimumab",
      "ciclosporin",
      "chlordiazepoxide",
      "methenamine hippurate",
    ]);
  });
});
