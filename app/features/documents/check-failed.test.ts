import { expect, test, vi } from "vitest";
import { CHECK_FAILED } from "./unsupported-details.ts";
import { documentFlags } from "./plain-words.ts";

// One of the checks fails on some text it was never tried on (as a fault in it would).
vi.mock("./unsupported-details/laterality.ts", async (original) => ({
  ...(await original<typeof import("./unsupported-details/laterality.ts")>()),
  checkLaterality: () => {
    throw new TypeError("Cannot read properties of undefined (reading 'lower')");
  },
}));

const TRANSCRIPT = "Right knee pain for two weeks. Ibuprofen four hundred milligrams three times a day.";
const NOTE = "\n  Knee pain\nRight knee pain for 2 weeks. Ibuprofen 400 mg TDS.";

test("a check that cannot be completed is one flag to check on the document's first line, never a failed document", () => {
  const failures: unknown[] = [];
  const flags = documentFlags(TRANSCRIPT, NOTE, { forPatient: false, onCheckFailed: (error) => failures.push(error) });
  expect(flags).toEqual([{ kind: "unchecked", explanation: CHECK_FAILED, text: "Knee pain", start: 3, end: 12 }]);
  expect(NOTE.slice(flags[0].start, flags[0].end)).toBe("Knee pain");
  expect(failures).toHaveLength(1);
  expect(String(failures[0])).toContain("TypeError");
});

test("a patient summary whose check failed still has its shorthand listed beside the one flag", () => {
  const flags = documentFlags(TRANSCRIPT, "Why you came\nYour BP was fine.", { forPatient: true });
  expect(flags.map((flag) => [flag.kind, flag.text])).toEqual([
    ["unchecked", "Why you came"],
    ["abbreviation", "BP"],
  ]);
});

test("on a document written as one long line, the flag holds its first words only", () => {
  const line = "Knee pain for two weeks after a fall while running, worse on stairs, no locking or giving way.";
  const [flag] = documentFlags(TRANSCRIPT, line, { forPatient: false });
  expect(flag.text).toBe("Knee pain for two weeks after a fall while running, worse on");
  expect(line.slice(flag.start, flag.end)).toBe(flag.text);
});

test("an empty document whose check failed gets the flag all the same", () => {
  expect(documentFlags(TRANSCRIPT, "", { forPatient: false })).toEqual([
    { kind: "unchecked", explanation: CHECK_FAILED, text: "", start: 0, end: 0 },
  ]);
});
