import { z } from "zod";

/*
 * The usage report's range, read by its page's loader and its CSV export. Apart from ./usage-kinds.ts, which the
 * pages import, so that zod stays out of the browser (decision 069).
 */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A UK month as "YYYY-MM", `offset` months from now's. */
function monthOf(now: Date, offset = 0): string {
  const [year, month] = new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    timeZone: "Europe/London",
  })
    .format(now)
    .split("-")
    .map(Number);
  const index = year * 12 + (month - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/**
 * The usage report's months (`?from=YYYY-MM&to=YYYY-MM`, both included): the last 12 months unless given; a month
 * that does not parse is refused beside its field.
 */
export function usageRangeFrom(params: URLSearchParams, now = new Date()) {
  const month = (label: string, fallback: string) =>
    z
      .string()
      .trim()
      .refine((value) => value === "" || MONTH.test(value), { message: `${label} must be a month (YYYY-MM)` })
      .transform((value) => value || fallback);
  return z
    .object({ from: month("From", monthOf(now, -11)), to: month("To", monthOf(now)) })
    .refine((range) => range.from <= range.to, { message: "From must be on or before To", path: ["to"] })
    .safeParse({ from: params.get("from") ?? "", to: params.get("to") ?? "" });
}
