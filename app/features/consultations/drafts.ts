import { DOCUMENT_KINDS, type DocumentField, type ScreenValues } from "~/platform/document-kinds.ts";

/**
 * Work in progress kept in the browser (product.md §3 "Browser-stored data"), so a reload or a crash loses nothing.
 * Keys carry the product prefix; sign-out and Clear All remove them.
 */
const DRAFT_PREFIX = "notewell:";
/** Each text's keys: a document's is its field's name; the transcript has two, the answer is processedResult. */
const DRAFT_KEYS_OF = Object.fromEntries([
  ["transcript", ["transcript", "runningTranscript"]],
  ...DOCUMENT_KINDS.map((k) => [k.field, [k.field]]),
  ["response", ["processedResult"]],
]) as Record<DocumentField, readonly string[]>;
const DRAFT_KEYS = Object.values(DRAFT_KEYS_OF).flat();

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, policy): drafts are simply not kept
  }
}

/** The texts as the spec's draft keys hold them (the question box is not kept there). */
export function readScreenDrafts(): Omit<ScreenValues, "question"> {
  const store = storage();
  const read = (keys: readonly string[]) => keys.map((key) => store?.getItem(DRAFT_PREFIX + key) ?? "").find(Boolean);
  return Object.fromEntries(Object.entries(DRAFT_KEYS_OF).map(([field, keys]) => [field, read(keys) ?? ""])) as Omit<
    ScreenValues,
    "question"
  >;
}

/** Keeps each text under its draft keys (an empty text removes them). */
export function writeScreenDrafts(values: ScreenValues): void {
  const store = storage();
  if (!store) return;
  try {
    for (const [field, keys] of Object.entries(DRAFT_KEYS_OF) as [DocumentField, readonly string[]][]) {
      for (const key of keys) {
        if (values[field]) store.setItem(DRAFT_PREFIX + key, values[field]);
        else store.removeItem(DRAFT_PREFIX + key);
      }
    }
  } catch {
    // quota exceeded: keep working; the text is still on screen
  }
}

/**
 * The whole consultation as this browser last had it, whose it is, which saved consultation it belongs to, and
 * whether the server has it yet. Unsaved work (offline, or the session ran out) comes back from here after a
 * reload or a new sign-in — only for the same user. With unsaved work, `base` is the copy the server last
 * confirmed, so that what this browser changed can be told from what it merely had (decision 016).
 */
export type ConsultationDraft<R> = { owner: number; id: string | null; dirty: boolean; record: R; base?: R };
const CONSULTATION_KEY = "consultation";

export function readConsultationDraft<R>(): ConsultationDraft<R> | null {
  const raw = storage()?.getItem(DRAFT_PREFIX + CONSULTATION_KEY);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as ConsultationDraft<R>;
    return typeof draft.owner === "number" && typeof draft.dirty === "boolean" && draft.record ? draft : null;
  } catch {
    return null;
  }
}

export function writeConsultationDraft<R>(draft: ConsultationDraft<R>): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(DRAFT_PREFIX + CONSULTATION_KEY, JSON.stringify(draft));
  } catch {
    // quota exceeded: the server copy and the screen still hold it
  }
}

export function clearDrafts(): void {
  const store = storage();
  if (!store) return;
  for (const key of DRAFT_KEYS) store.removeItem(DRAFT_PREFIX + key);
  store.removeItem(DRAFT_PREFIX + CONSULTATION_KEY);
}
