import { describe, expect, it } from "vitest";
import { foundOnce, readText, wordJustBefore } from "./read-text.ts";

describe("foundOnce", () => {
  it("finds a thing in a text once and keeps it with that text, apart from other texts' and other keys'", () => {
    const first = readText("No chest pain.");
    const second = readText("No chest pain.");
    let calls = 0;
    const count = () => ++calls;
    expect(foundOnce(first, "count", count)).toBe(1);
    expect(foundOnce(first, "count", count)).toBe(1);
    expect(foundOnce(second, "count", count)).toBe(2);
    expect(foundOnce(first, "another", count)).toBe(3);
  });
});

describe("wordJustBefore", () => {
  const read = readText("Seen today. Neither he nor his wife reports a rash since Monday");
  const at = (word: string) => read.tokens.findIndex((token) => token.lower === word);

  it("finds the nearest word that passes, within the count, and says where it is", () => {
    expect(wordJustBefore(read, at("rash"), 8, (word) => word === "neither")).toBe(at("neither"));
    expect(wordJustBefore(read, at("rash"), 3, (word) => word === "neither")).toBe(-1);
    expect(wordJustBefore(read, at("monday"), 4, (_, j) => j === at("since"))).toBe(at("since"));
  });

  it("does not look past the start of the sentence", () => {
    expect(wordJustBefore(read, at("neither"), 5, (word) => word === "today")).toBe(-1);
  });
});
