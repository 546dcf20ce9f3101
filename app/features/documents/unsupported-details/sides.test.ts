import { describe, expect, it } from "vitest";
import { sideWord } from "./sides.ts";
import { tokenize } from "./tokens.ts";

const sidesOf = (text: string) => tokenize(text).map(sideWord);

describe("sideWord", () => {
  it("reads a side the same way for every check: words, short forms and capitals", () => {
    expect(sidesOf("left Right Lt rt bilateral bilaterally both")).toEqual([
      "left",
      "right",
      "left",
      "right",
      "both",
      "both",
      "both",
    ]);
    expect(sidesOf("L knee R ear")).toEqual(["left", undefined, "right", undefined]);
  });

  it("does not read a lower-case l or r, a number or another word as a side", () => {
    expect(sidesOf("2 l of fluid r")).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(sideWord(undefined)).toBeUndefined();
  });
});
