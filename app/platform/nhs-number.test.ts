import { describe, expect, it } from "vitest";
import {
  checkNhsNumber,
  formatNhsNumber,
  NHS_NUMBER_CHECK_MESSAGE,
  NHS_NUMBER_LENGTH_MESSAGE,
  NHS_NUMBER_REMOVED,
  validNhsNumber,
  withoutNhsNumbers,
} from "./nhs-number.ts";

describe("the NHS number's Modulus 11 check", () => {
  it("accepts valid numbers", () => {
    for (const valid of ["9434765919", "4010232137", "9990001111", "4505577104"]) {
      expect(checkNhsNumber(valid)).toMatchObject({ ok: true, digits: valid });
    }
  });

  it("accepts a check digit of 0 (11 minus a remainder of 0 is 11, written 0)", () => {
    expect(checkNhsNumber("0000000000")).toMatchObject({ ok: true, formatted: "000 000 0000" });
  });

  it("refuses a wrong check digit", () => {
    expect(checkNhsNumber("9434765918")).toEqual({ ok: false, message: NHS_NUMBER_CHECK_MESSAGE });
    expect(checkNhsNumber("9434765910")).toEqual({ ok: false, message: NHS_NUMBER_CHECK_MESSAGE });
  });

  it("refuses every number whose check digit would be 10", () => {
    // 0000000060: 6 × 2 = 12, a remainder of 1, so the check digit would be 11 − 1 = 10: no last digit is valid.
    for (let last = 0; last <= 9; last++) {
      expect(checkNhsNumber(`000000006${last}`)).toEqual({ ok: false, message: NHS_NUMBER_CHECK_MESSAGE });
    }
  });

  it("refuses the wrong length or other characters", () => {
    for (const wrong of ["943476591", "94347659190", "", "943 476 591a", "abcdefghij", "943.476.5919"]) {
      expect(checkNhsNumber(wrong)).toEqual({ ok: false, message: NHS_NUMBER_LENGTH_MESSAGE });
    }
  });

  it("accepts spaces and dashes, and writes the number 3-3-4", () => {
    for (const typed of ["943 476 5919", "943-476-5919", " 9434765919 ", "94 34 76 59 19", "943 - 476 - 5919"]) {
      expect(checkNhsNumber(typed)).toEqual({ ok: true, digits: "9434765919", formatted: "943 476 5919" });
    }
    expect(formatNhsNumber("4010232137")).toBe("401 023 2137");
    expect(validNhsNumber("401-023-2137")).toBe("401 023 2137");
    expect(validNhsNumber("4010232138")).toBeNull();
    expect(validNhsNumber(undefined)).toBeNull();
  });
});

describe("NHS numbers kept from the language model", () => {
  it("removes a valid number however it is spaced or dashed", () => {
    for (const written of ["9434765919", "943 476 5919", "943-476-5919", "943  476  5919", "94 34 76 59 19"]) {
      expect(withoutNhsNumbers(`NHS number ${written}, seen today.`)).toBe(
        `NHS number ${NHS_NUMBER_REMOVED}, seen today.`,
      );
    }
  });

  it("leaves other numbers alone: doses, telephone numbers, a number with a wrong check digit", () => {
    const text = "Amlodipine 5 mg, call 0113 496 0000 or 07700 900123, reference 9434765918.";
    expect(withoutNhsNumbers(text)).toBe(text);
  });

  it("removes the consultation's own number even when its check digit is wrong", () => {
    expect(withoutNhsNumbers("ref 943 476 5918", "9434765918")).toBe(`ref ${NHS_NUMBER_REMOVED}`);
  });
});
