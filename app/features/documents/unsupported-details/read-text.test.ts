import { describe, expect, it } from "vitest";
import { foundOnce, readText } from "./read-text.ts";

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
