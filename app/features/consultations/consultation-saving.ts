import { clearDrafts } from "~/platform/browser-storage.ts";
import { applyPatch, diffRecords, mergeUnsaved } from "./record-merge.ts";
import { emptyRecord, type ConsultationRecord } from "./record.ts";
import { importDraftKey, readConsultationDraft, writeConsultationDraft, type ConsultationDraft } from "./drafts.ts";
import type { Failed, SyncState } from "./use-consultation-sync.ts";

/** What changed (record-merge.ts): a tab that closes, or a session that ends, asks it once this half has loaded. */
export { diffRecords };

/**
 * The saving half of the dictation screen's consultation (use-consultation-sync.ts), loaded the first time
 * something is to be saved or kept, or unsaved work is found (decision 029), and when the pointer or the focus first
 * reaches the screen's form: sending a change, keeping the screen's record in this browser (encrypted), putting
 * this browser's unsaved work together with the server's copy, and starting a fresh consultation.
 */

/** The page's draft keys, ready for Web Crypto (null: nothing is kept in this browser), each imported once. */
const keys = new Map<string, Promise<CryptoKey | null>>();
function keyOf(raw: string): Promise<CryptoKey | null> {
  let key = keys.get(raw);
  if (!key) keys.set(raw, (key = importDraftKey(raw)));
  return key;
}

/** Keeps `draft` in this browser, sealed with the page's key; without a key, nothing is kept (decision 037). */
export async function keepLocally(draftKey: string, draft: ConsultationDraft<ConsultationRecord>): Promise<void> {
  const key = await keyOf(draftKey);
  if (key) await writeConsultationDraft(key, draft).catch(() => {});
  else clearDrafts(); // no way to keep it unreadable: it is not kept
}

/** The unsaved work this browser keeps for `owner`, opened with the page's key (null: none that opens for them). */
export async function readUnsaved(
  draftKey: string,
  owner: number,
): Promise<ConsultationDraft<ConsultationRecord> | null> {
  const key = await keyOf(draftKey);
  return key ? readConsultationDraft<ConsultationRecord>(key, owner) : null;
}

/** Waits this long before trying again after the server could not be reached (or failed). */
const RETRY_MS = 5_000;

function retryLater(state: SyncState): void {
  clearTimeout(state.retry);
  state.retry = setTimeout(() => void state.save(), RETRY_MS);
}

/** Sends what changed since the server's copy, once; says how it went. */
export async function saveOnce(state: SyncState): Promise<void> {
  const patch = diffRecords(state.saved, state.current);
  if (!patch) {
    state.setStatus("saved");
    void state.writeLocal(false);
    return;
  }
  state.setStatus("saving");
  const target = state.id;
  let response: Response;
  try {
    response = await state.request(JSON.stringify(patch));
  } catch {
    state.lastFailure = "offline";
    state.setStatus("offline");
    retryLater(state);
    return;
  }
  if (response.status === 401) {
    state.lastFailure = "signed-out";
    state.setStatus("signed-out");
    state.onSignedOut();
    return;
  }
  if (response.status === 404 && target) {
    // Deleted elsewhere (History on another device): what is on this screen becomes a new consultation.
    state.adopt(null);
    state.saved = emptyRecord();
    state.again = true;
    return;
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    state.setFailure(body?.error ?? "The server could not save this consultation.");
    state.lastFailure = "failed";
    state.setStatus("failed");
    if (response.status >= 500) retryLater(state);
    return;
  }
  const body = (await response.json()) as { id: string | null };
  state.saved = applyPatch(state.saved, patch);
  if (body.id !== state.id) state.adopt(body.id);
  state.lastFailure = null;
  state.setFailure(null);
  const dirty = diffRecords(state.saved, state.current) !== null;
  void state.writeLocal(dirty);
  state.setStatus(dirty ? "unsaved" : "saved");
  if (dirty) state.again = true;
}

/**
 * "Clear All": what is still unsaved goes to the consultation being left, then the server starts a fresh one;
 * resolves with what happened (nothing is cleared unless "ok").
 */
export async function startNew(state: SyncState): Promise<"ok" | Failed> {
  // Edits of the last moments (a save waiting for a pause in typing) belong to the consultation being left.
  await state.save();
  if (diffRecords(state.saved, state.current)) return state.lastFailure ?? "failed";
  let response: Response;
  try {
    response = await fetch("/api/consultations/current", {
      method: "PUT",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ id: null }),
    });
  } catch {
    return "offline";
  }
  if (response.status === 401) {
    state.setStatus("signed-out");
    state.onSignedOut();
    return "signed-out";
  }
  if (!response.ok) return "failed";
  state.adopt(null);
  state.saved = emptyRecord();
  state.setStatus("saved");
  state.setFailure(null);
  return "ok";
}

/**
 * A consultation's copy on the server now: its record, "gone" when it no longer exists (deleted, or past the
 * retention window), or null when the server cannot be asked (offline, signed out).
 */
async function serverCopy(id: string): Promise<ConsultationRecord | "gone" | null> {
  try {
    const response = await fetch(`/api/consultations/${id}`, {
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
    if (response.status === 404) return "gone";
    if (!response.ok) return null;
    const body = (await response.json()) as { record: ConsultationRecord };
    return { ...emptyRecord(), ...body.record };
  } catch {
    return null;
  }
}

/**
 * Unsaved work this browser kept (offline, or the session ran out) put together with the server's copy now
 * (mergeUnsaved: a part left empty here never blanks the server's) and shown; what differs is then saved.
 * `open(id, server, shown)` shows `shown` as consultation `id`, whose copy on the server is `server`.
 */
export async function openUnsaved(
  draft: ConsultationDraft<ConsultationRecord>,
  initial: { id: string | null; record: ConsultationRecord },
  open: (id: string | null, server: ConsultationRecord, shown: ConsultationRecord) => void,
): Promise<void> {
  const unsaved = { ...emptyRecord(), ...draft.record };
  const base = draft.base && { ...emptyRecord(), ...draft.base };
  if (draft.id === null) {
    open(null, emptyRecord(), unsaved); // never saved: it becomes a new consultation
  } else if (draft.id === initial.id) {
    open(initial.id, initial.record, mergeUnsaved(initial.record, unsaved, base));
  } else {
    // Typed into a consultation the screen no longer opens with (Clear All or History on another device): its
    // copy on the server now is what the unsaved work is put together with.
    const server = await serverCopy(draft.id);
    if (server === "gone") open(null, emptyRecord(), unsaved);
    else open(draft.id, server ?? base ?? emptyRecord(), mergeUnsaved(server ?? base ?? emptyRecord(), unsaved, base));
  }
}
