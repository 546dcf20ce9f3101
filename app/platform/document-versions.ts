import {
  MAX_VERSIONS,
  type DocumentDraft,
  type DocumentNote,
  type DocumentVersion,
} from "~/platform/document-kinds.ts";

/**
 * What happens to a generated document's versions, the same in the browser and on the server (decision 045): each
 * draft the AI writes is kept as a version; the clinician's edited text is kept whenever something would replace
 * it (a new draft, a restored version, the tidied transcript); marking it reviewed keeps the text as reviewed.
 * Nothing a clinician wrote is ever overwritten without a copy in the consultation. The dictation screen loads
 * this when it first needs it (decision 029).
 */

/** An id for a new version: unique enough within one document's twenty versions, and no secure context needed. */
function versionId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Whether replacing `text` would lose it: it holds words and is none of the kept versions (so it is the
 * clinician's edit, or a text from before versions were kept). What is replaced is kept as a version first.
 */
export function isUnkept(text: string, versions: readonly DocumentVersion[] = []): boolean {
  return text.trim() !== "" && !versions.some((version) => version.text === text);
}

/**
 * Whether a new draft over this document asks first: it holds words, and either is not the AI's latest draft as
 * written (the clinician edited it, restored another version, or it predates versions) or has been reviewed.
 */
export function asksBeforeReplacing(
  text: string,
  versions: readonly DocumentVersion[] = [],
  reviewed = false,
): boolean {
  const latest = [...versions].reverse().find((version) => version.kind === "generated");
  return text.trim() !== "" && (reviewed || latest?.text !== text);
}

function keep(versions: readonly DocumentVersion[], version: DocumentVersion): DocumentVersion[] {
  return [...versions, version].slice(-MAX_VERSIONS);
}

/** The versions after `text` is replaced: the text kept as "edited" first when it would otherwise be lost. */
export function keepBeforeReplacing(
  text: string,
  versions: readonly DocumentVersion[] = [],
  at = new Date().toISOString(),
): DocumentVersion[] {
  return isUnkept(text, versions) ? keep(versions, { id: versionId(), kind: "edited", text, at }) : [...versions];
}

/**
 * A new draft replacing `previous`: the versions (the edited text kept first if it would be lost, then the draft)
 * and the note's draft and review (a new draft is unreviewed).
 */
export function withNewDraft(
  previous: string,
  versions: readonly DocumentVersion[] | undefined,
  text: string,
  draft: DocumentDraft,
): DocumentVersion[] {
  const kept = keepBeforeReplacing(previous, versions, draft.generatedAt);
  return keep(kept, { id: versionId(), kind: "generated", text, at: draft.generatedAt, by: draft.model });
}

/** The text of the latest draft the AI wrote (what the clinician's changes are measured against), or null. */
export function latestDraft(versions: readonly DocumentVersion[] = []): string | null {
  return [...versions].reverse().find((version) => version.kind === "generated")?.text ?? null;
}

/**
 * The document marked reviewed by `by`: its note records who, when and the share of the draft's words they
 * changed (`changedShare`, worked out by review.ts), and the text is kept as the reviewed version.
 */
export function markReviewed(
  note: DocumentNote | undefined,
  versions: readonly DocumentVersion[] | undefined,
  text: string,
  review: { by: string; at: string; changedShare: number },
): { note: DocumentNote; versions: DocumentVersion[] } {
  return {
    note: { ...note, review },
    versions: keep(versions ?? [], { id: versionId(), kind: "reviewed", text, at: review.at, by: review.by }),
  };
}

/**
 * Version `id` put back as the document's text: the current text kept first if it would be lost, the review
 * cleared (what is on screen now has not been reviewed as it stands), and for a draft its date and model. Null
 * when there is no such version.
 */
export function restoreVersion(
  note: DocumentNote | undefined,
  versions: readonly DocumentVersion[] | undefined,
  current: string,
  id: string,
): { text: string; note: DocumentNote; versions: DocumentVersion[] } | null {
  const version = versions?.find((kept) => kept.id === id);
  if (!versions || !version) return null;
  const { review: _review, ...rest } = note ?? {};
  const draft =
    version.kind === "generated" && version.by ? { generatedAt: version.at, model: version.by } : rest.draft;
  return {
    text: version.text,
    note: { ...rest, ...(draft ? { draft } : {}) },
    versions: keepBeforeReplacing(current, versions),
  };
}
