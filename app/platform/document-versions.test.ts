import { describe, expect, test } from "vitest";
import { MAX_VERSIONS, type DocumentVersion } from "./document-kinds.ts";
import {
  asksBeforeReplacing,
  isUnkept,
  keepBeforeReplacing,
  latestDraft,
  markReviewed,
  restoreVersion,
  withNewDraft,
} from "./document-versions.ts";

const draft = (text: string, at = "2026-11-24T09:00:00.000Z"): DocumentVersion => ({
  id: `g-${text}`,
  kind: "generated",
  text,
  at,
  by: "gpt-4o-mini",
});

describe("a document's versions (decision 045)", () => {
  test("a new draft over an edited text keeps the edit first, then the draft; over a kept text, only the draft", () => {
    const first = [draft("Draft one.")];
    const replaced = withNewDraft("Draft one, edited.", first, "Draft two.", {
      generatedAt: "2026-11-24T09:05:00.000Z",
      model: "gpt-4o-mini",
    });
    expect(replaced.map((v) => [v.kind, v.text])).toEqual([
      ["generated", "Draft one."],
      ["edited", "Draft one, edited."],
      ["generated", "Draft two."],
    ]);
    const again = withNewDraft("Draft two.", replaced, "Draft three.", {
      generatedAt: "2026-11-24T09:06:00.000Z",
      model: "gpt-4o-mini",
    });
    expect(again.map((v) => v.text)).toEqual(["Draft one.", "Draft one, edited.", "Draft two.", "Draft three."]);
    expect(latestDraft(again)).toBe("Draft three.");
    // Nothing to keep from an empty document.
    expect(keepBeforeReplacing("  ", first)).toEqual(first);
  });

  test(`keeps the newest ${MAX_VERSIONS}`, () => {
    let versions: DocumentVersion[] = [];
    for (let i = 0; i < MAX_VERSIONS + 5; i++) versions = keepBeforeReplacing(`Edit ${i}`, versions);
    expect(versions).toHaveLength(MAX_VERSIONS);
    expect(versions[0].text).toBe("Edit 5");
    expect(new Set(versions.map((v) => v.id)).size).toBe(MAX_VERSIONS);
  });

  test("restoring keeps an unkept text first, clears the review, and takes a restored draft's date and model", () => {
    const versions = [draft("Draft one."), draft("Draft two.", "2026-11-24T09:05:00.000Z")];
    const note = {
      draft: { generatedAt: "2026-11-24T09:05:00.000Z", model: "gpt-4o-mini" },
      review: { by: "Grace Hopper", at: "2026-11-24T09:06:00.000Z", changedShare: 0.1 },
    };
    const restored = restoreVersion(note, versions, "Draft two, edited.", versions[0].id)!;
    expect(restored.text).toBe("Draft one.");
    expect(restored.note).toEqual({ draft: { generatedAt: "2026-11-24T09:00:00.000Z", model: "gpt-4o-mini" } });
    expect(restored.versions.map((v) => [v.kind, v.text])).toEqual([
      ["generated", "Draft one."],
      ["generated", "Draft two."],
      ["edited", "Draft two, edited."],
    ]);
    expect(restoreVersion(note, versions, "x", "no-such-id")).toBeNull();
  });

  test("marking reviewed records who, when and the share changed, and keeps the text as reviewed", () => {
    const review = { by: "Grace Hopper", at: "2026-11-24T09:06:00.000Z", changedShare: 0.25 };
    const marked = markReviewed({ flags: [] }, [draft("Draft.")], "Draft, edited.", review);
    expect(marked.note.review).toEqual(review);
    expect(marked.versions.at(-1)).toMatchObject({ kind: "reviewed", text: "Draft, edited.", by: "Grace Hopper" });
  });

  test("a new draft asks first over a document edited, restored, reviewed or from before versions; not over the latest draft", () => {
    const versions = [draft("Draft one."), draft("Draft two.")];
    expect(asksBeforeReplacing("Draft two.", versions)).toBe(false);
    expect(asksBeforeReplacing("", versions)).toBe(false);
    expect(asksBeforeReplacing("Draft two, edited.", versions)).toBe(true);
    expect(asksBeforeReplacing("Draft one.", versions)).toBe(true);
    expect(asksBeforeReplacing("Draft two.", versions, true)).toBe(true);
    expect(asksBeforeReplacing("Typed before versions were kept.", [])).toBe(true);
    expect(isUnkept("Draft one.", versions)).toBe(false);
    expect(isUnkept("Draft one, edited.", versions)).toBe(true);
  });
});
