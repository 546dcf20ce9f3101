import { expect, test } from "vitest";
import { parseUserId } from "./user-id.ts";

test.each([
  ["12", 12],
  ["1", 1],
  ["2147483647", 2147483647],
  ["0", null],
  ["2147483648", null],
  ["-1", null],
  ["1.5", null],
  ["abc", null],
  ["", null],
  [" 7", null],
  [undefined, null],
])("parseUserId(%j) is %j", (input, expected) => {
  expect(parseUserId(input)).toBe(expected);
});
