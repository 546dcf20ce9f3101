import { expect, test } from "vitest";
import { provenanceLine, withFooterLine, withProvenance } from "./provenance.ts";

const draft = { generatedAt: "2026-11-24T23:30:00.000Z", model: "gpt-4o-mini" };

test("the provenance line: when and by which model it was drafted (UK date), and who reviewed it", () => {
  expect(provenanceLine({ draft })).toBe(
    "Drafted with AI from dictation on 24 Nov 2026 (gpt-4o-mini); not yet reviewed",
  );
  expect(
    provenanceLine({
      draft: { ...draft, generatedAt: "2026-06-30T23:30:00.000Z" },
      review: { by: "Dr Grace Hopper", at: draft.generatedAt, changedShare: 0 },
    }),
  ).toBe("Drafted with AI from dictation on 1 Jul 2026 (gpt-4o-mini); reviewed by Dr Grace Hopper");
  expect(provenanceLine({})).toBeNull();
  expect(provenanceLine(undefined)).toBeNull();
});

test("Copy and Download add it after a blank line, only when the practice wants it and the AI drafted the text", () => {
  expect(withProvenance("Dear colleague,\n\n", { draft }, true)).toBe(
    "Dear colleague,\n\nDrafted with AI from dictation on 24 Nov 2026 (gpt-4o-mini); not yet reviewed",
  );
  expect(withProvenance("Dear colleague,", { draft }, false)).toBe("Dear colleague,");
  expect(withProvenance("Typed by hand.", {}, true)).toBe("Typed by hand.");
  expect(withFooterLine("Text", null)).toBe("Text");
});
