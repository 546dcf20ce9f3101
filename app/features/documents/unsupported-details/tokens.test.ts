import { describe, expect, test } from "vitest";
import { endsSentenceBefore, tokenize, tokenStartingAt } from "./tokens.ts";

const numbers = (text: string) =>
  tokenize(text)
    .filter((token) => token.kind === "number")
    .map((token) => [token.text, token.value]);

describe("tokens", () => {
  test("spoken numbers become number tokens spanning their words", () => {
    expect(numbers("blood pressure one forty two over eighty eight")).toEqual([
      ["one forty two", 142],
      ["eighty eight", 88],
    ]);
    expect(numbers("a fifty-four-year-old man")).toEqual([["fifty-four", 54]]);
  });

  test("written numbers: thousands, decimals, leading points, ordinals, dotted dates", () => {
    expect(numbers("75,000 units, 37.5, .5 mg")).toEqual([
      ["75,000", 75000],
      ["37.5", 37.5],
      [".5", 0.5],
    ]);
    expect(tokenize("12th March")[0]).toMatchObject({ value: 12, ordinal: true });
    expect(tokenize("12.03.2025").map((token) => token.text)).toEqual(["12", ".", "03", ".", "2025"]);
  });

  test("a number glued to a name by a hyphen is part of the name", () => {
    const [covid, phq, age] = [tokenize("COVID-19"), tokenize("PHQ-9"), tokenize("54-year-old")];
    expect(covid.at(-1)).toMatchObject({ value: 19, inName: true });
    expect(phq.at(-1)).toMatchObject({ value: 9, inName: true });
    expect(age[0]).toMatchObject({ value: 54, inName: false });
  });

  test("words keep their place in the text", () => {
    const text = "Sats 97% on air";
    for (const token of tokenize(text)) expect(text.slice(token.start, token.end)).toBe(token.text);
  });

  test("sentences end at full stops followed by space, semicolons and line breaks, not in decimals", () => {
    const tokens = tokenize("BP 120/80. HR 88; T 37.2\nPlan");
    const breaks = tokens.filter((_, i) => endsSentenceBefore(tokens, i)).map((token) => token.text);
    expect(breaks).toEqual(["BP", "HR", "T", "Plan"]);
  });

  test("the token starting at an offset is found, and no token where none starts", () => {
    const tokens = tokenize("no nodes on the right");
    for (const [i, token] of tokens.entries()) expect(tokenStartingAt(tokens, token.start)).toBe(i);
    expect(tokenStartingAt(tokens, 1)).toBe(-1);
    expect(tokenStartingAt(tokens, 99)).toBe(-1);
    expect(tokenStartingAt([], 0)).toBe(-1);
  });

  test("fractions written as one character are numbers", () => {
    expect(tokenize("½ tablet").map((token) => [token.kind, token.value])[0]).toEqual(["number", 0.5]);
  });
});
