import { describe, expect, test } from "vitest";
import { parseNumberWords, readNumberWords } from "./spoken-numbers.ts";

const values = (text: string, reading: "joined" | "split" = "joined") =>
  readNumberWords(text.split(/[\s-]+/), reading).map((group) => group.value);

describe("numbers said in words", () => {
  test.each([
    ["one hundred and twenty", [120]],
    ["a hundred and five", [105]],
    ["thirty seven point two", [37.2]],
    ["point oh five", [0.05]],
    ["two and a half", [2.5]],
    ["half", [0.5]],
    ["seventy five thousand", [75000]],
    ["thirteen hundred", [1300]],
    ["fifty-four", [54]],
    ["twelfth", [12]],
    ["thirty first", [31]],
  ])("%s", (text, expected) => {
    expect(values(text)).toEqual(expected);
  });

  test("ordinals are marked", () => {
    expect(parseNumberWords(["twelfth"])[0]).toMatchObject({ value: 12, ordinal: true });
    expect(parseNumberWords(["twelve"])[0]).toMatchObject({ value: 12, ordinal: false });
  });

  test("a digit said before 'times' counts the times, not the number said digit by digit before it", () => {
    const read = (text: string, following: string[]) =>
      readNumberWords(text.split(" "), "joined", following).map((group) => group.value);
    expect(read("six two five two", ["times", "a", "day"])).toEqual([625, 2]);
    expect(read("six two five two", ["milligrams"])).toEqual([6252]);
  });

  test("the last digit after 'point' before 'years' counts the years ('two point nine two years ago')", () => {
    const read = (text: string, following: string[]) =>
      readNumberWords(text.split(" "), "joined", following).map((group) => group.value);
    expect(read("two point nine two", ["years", "ago"])).toEqual([2.9, 2]);
    expect(read("two point nine two", ["mmol"])).toEqual([2.92]);
  });

  test("words that are not numbers end a number", () => {
    expect(values("five milligrams twice")).toEqual([5]);
    expect(values("and a")).toEqual([]);
  });
});

describe("numbers said in pieces", () => {
  test.each([
    ["one twenty", [120]],
    ["one forty two", [142]],
    ["twenty twenty five", [2025]],
    ["nineteen ninety eight", [1998]],
    ["one five zero", [150]],
    ["two five hundred", [2, 500]],
    ["thirty five hundred", [3500]],
  ])("joined: %s", (text, expected) => {
    expect(values(text)).toEqual(expected);
  });

  test.each([
    ["one twenty", [1, 20]],
    ["twenty twenty five", [20, 25]],
    ["thirty five hundred", [30, 500]],
    ["eight five hundred", [8, 500]],
    ["fifteen five hundred", [15, 500]],
  ])("split: %s", (text, expected) => {
    expect(values(text, "split")).toEqual(expected);
  });

  test("'oh' between digits said one by one is a zero, and only there", () => {
    expect(values("one oh two", "joined")).toEqual([102]);
    expect(values("oh dear", "joined")).toEqual([]);
    expect(values("one point oh five", "joined")).toEqual([1.05]);
  });
});
