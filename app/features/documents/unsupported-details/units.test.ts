import { describe, expect, test } from "vitest";
import { durationUnit, formatSpan, sameAmount, sameSpan, unitAt, type Span } from "./units.ts";

const unitOf = (text: string) => unitAt(text, 0)?.unit.id ?? null;
const amount = (value: number, text: string) => ({ value, unit: unitAt(text, 0)!.unit });

describe("units", () => {
  test("spellings of one unit are the same unit", () => {
    for (const spelling of ["mcg", "µg", "μg", "micrograms", "microgram", " micrograms"]) {
      expect(unitOf(spelling), spelling).toBe("micrograms");
    }
    for (const spelling of ["mg", "milligrams", "mgs"]) expect(unitOf(spelling), spelling).toBe("mg");
    for (const spelling of ["ml", "mL", "millilitres", "mls"]) expect(unitOf(spelling), spelling).toBe("ml");
    for (const spelling of ["mmol/L", "mmol / l", "mmol/l"]) expect(unitOf(spelling), spelling).toBe("mmol/l");
    for (const spelling of ["%", "percent", "per cent"]) expect(unitOf(spelling), spelling).toBe("%");
    for (const spelling of ["mmHg", "mm Hg"]) expect(unitOf(spelling), spelling).toBe("mmhg");
    for (const spelling of ["kg", "kilos", "kilograms"]) expect(unitOf(spelling), spelling).toBe("kg");
    for (const spelling of ["puffs", "sprays", "puff"]) expect(unitOf(spelling), spelling).toBe("puffs");
  });

  test("the longest unit is read: mL/min/1.73m2 is not ml, mg/5 ml not mg", () => {
    expect(unitOf("mL/min/1.73m2")).toBe("ml/min");
    expect(unitOf("mg/5 ml")).toBe("mg/5ml");
    expect(unitOf("x10^9/L")).toBe("x10^9/l");
    expect(unitAt("62 mL/min/1.73m2", 2)?.end).toBe("62 mL/min/1.73m2".length);
  });

  test("a unit must end where a word ends", () => {
    expect(unitOf("mgmt")).toBeNull();
    expect(unitOf("minutes")).toBeNull();
  });

  test("amounts of the same dimension compare by size", () => {
    expect(sameAmount(amount(1, "g"), amount(1000, "mg"))).toBe(true);
    expect(sameAmount(amount(50, "micrograms"), amount(0.05, "mg"))).toBe(true);
    expect(sameAmount(amount(50, "micrograms"), amount(50, "mg"))).toBe(false);
    expect(sameAmount(amount(10, "mg"), amount(10, "ml"))).toBe(false);
  });

  test("durations: a fortnight is 2 weeks is 14 days; a year is 12 months; a month is not 4 weeks", () => {
    const span = (count: number, word: string): Span => {
      const unit = durationUnit(word)!;
      return { amount: count * unit.amount, scale: unit.scale };
    };
    expect(sameSpan(span(1, "fortnight"), span(2, "weeks"))).toBe(true);
    expect(sameSpan(span(2, "weeks"), span(14, "days"))).toBe(true);
    expect(sameSpan(span(48, "hours"), span(2, "days"))).toBe(true);
    expect(sameSpan(span(1, "year"), span(12, "months"))).toBe(true);
    expect(sameSpan(span(1, "month"), span(4, "weeks"))).toBe(false);
    expect(formatSpan(span(14, "days"))).toBe("2 weeks");
    expect(formatSpan(span(36, "hours"))).toBe("36 hours");
    expect(formatSpan(span(18, "months"))).toBe("18 months");
  });

  test("doses by weight, mL per minute, and strengths per 5 mL written with 'in' or 'per'", () => {
    for (const spelling of ["mg/kg", "mg/kg/dose", "mg per kilo", "milligrams per kilo per dose", "mg per kg"]) {
      expect(unitOf(spelling), spelling).toBe("mg/kg");
    }
    for (const spelling of ["mg/kg/day", "milligrams per kilo per day", "mg per kg per day"]) {
      expect(unitOf(spelling), spelling).toBe("mg/kg/day");
    }
    for (const spelling of ["mL/min", "mls per minute", "ml per min"])
      expect(unitOf(spelling), spelling).toBe("ml/min");
    for (const spelling of ["mg/5 mL", "mg in 5 ml", "mg per 5ml", "milligrams in 5 millilitres"]) {
      expect(unitOf(spelling), spelling).toBe("mg/5ml");
    }
  });
});
