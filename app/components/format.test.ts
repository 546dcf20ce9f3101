import { expect, test } from "vitest";
import { formatDate, formatMonthYear, formatRecordingTime } from "./format.ts";

test.each([
  [0, "0s"],
  [59, "59s"],
  [60, "1m 0s"],
  [3599, "59m 59s"],
  [3600, "1h 0m"],
  [7384, "2h 3m"],
])("recording time %i s reads %s", (seconds, text) => {
  expect(formatRecordingTime(seconds)).toBe(text);
});

test("dates read the UK way", () => {
  expect(formatMonthYear("2025-06-05T10:00:00Z")).toBe("June 2025");
  expect(formatDate("2025-06-05T10:00:00Z")).toBe("5 June 2025");
});
