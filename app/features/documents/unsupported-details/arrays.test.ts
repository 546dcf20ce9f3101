import { describe, expect, it } from "vitest";
import { mapped } from "./arrays.ts";

describe("mapped", () => {
  it("maps every item in order, with its index, into a new array without holes", () => {
    const items = ["a", "b", "c"];
    const result = mapped(items, (item, i) => `${i}${item}`);
    expect(result).toEqual(["0a", "1b", "2c"]);
    expect(Object.keys(result)).toEqual(["0", "1", "2"]);
    expect(items).toEqual(["a", "b", "c"]);
    expect(mapped([], () => 1)).toEqual([]);
  });
});
