import { useCallback, useEffect, useRef, useState } from "react";
import { SCREEN_FIELDS } from "~/platform/document-kinds.ts";
import {
  clearDrafts,
  importDraftKey,
  readConsultationDraft,
  writeConsultationDraft,
  type ConsultationDraft,
} from "~/features/consultations/drafts.ts";
import { onSessionEnd, sessionEnded } from "~/components/session-end.ts";
import {
  applyPatch,
  diffRecords,
  emptyRecord,
  isEmptyRecord,
  mergeUnsaved,
  type ConsultationRecord,
} from "./record.ts";

/** What the screen says about saving: all on the server, on its way, or kept in this browser for now. */
export type SaveStatus = "saved" | "saving" | "unsaved" | "offline" | "signed-out" | "failed";

/** A pause in typing (or a turn of dictation) this long saves; a steady stream of changes saves at least this often. */
const DEBOUNCE_MS = 800;
const MAX_WAIT_MS = 4_000;
const RETRY_MS = 5_000;
/** Browsers cap the bodies of requests that outlive the page (keepalive) at 64 KiB in all. */
const KEEPALIVE_LIMIT = 60_000;

type Options = {
  /** Null for a guest: nothing is saved, on the server or in this browser. */
  userId: number | null;
  /** The consultation the server opened the screen with (null: a fresh screen), and what it holds. */
  initialId: string | null;
  initialRecord: ConsultationRecord;
  /** What the screen holds now (memoised: a new object only when something changed). */
  record: ConsultationRecord;
  /** The key unsaved work is encrypted with in this browser (null for a guest: nothing is kept). */
  draftKey: string | null;
  /** Puts a record on the screen (unsaved work found in this browser). */
  restore: (record: ConsultationRecord) => void;
  /** Unsaved work from an earlier visit (a session that ended, a closed tab) was put back on the screen. */
  onRestored: () => void;
};

export type ConsultationSync = {
  id: string | null;
  status: SaveStatus;
  /** Why the last save was refused (a field too long, say), for the status line. */
  failure: string | null;
  /** Saves now and resolves with the consultation's id once the server has everything. */
  flush: () => Promise<string | null>;
  /**
   * "Clear All": what is still unsaved goes to the consultation being left, then the server starts a fresh one;
   * resolves with what happened (nothing is cleared unless "ok").
   */
  startNew: () => Promise<"ok" | Failed>;
};

/** What the clinician typed into the page before it finished loading (the textareas render on the server). */
function typedBeforeLoad(record: ConsultationRecord): ConsultationRecord {
  const typed = (id: string) => (document.getElementById(id) as HTMLTextAreaElement | null)?.value;
  const next = { ...record };
  for (const field of SCREEN_FIELDS) {
    const value = typed(field);
    if (value !== undefined && value !== record[field]) next[field] = value;
  }
  return next;
}

/** How a save, or the start of a new consultation, went when it did not: what the screen then says. */
type Failed = "offline" | "signed-out" | "failed";

/**
 * Keeps the dictation screen's consultation on the server: every change is saved shortly after it is made (only
 * the parts that changed, so nothing untouched is ever overwritten), and kept in this browser until the server
 * has it. Opening the screen never saves: it shows what the server holds — or, if this browser holds work the
 * server never received (offline, or the session ran out), that work put together with what the server holds
 * now (mergeUnsaved: a part left empty here never blanks the server's), which is then saved.
 */
export function useConsultationSync(options: Options): ConsultationSync {
  const { userId } = options;
  const [id, setId] = useState(options.initialId);
  const [status, setStatus] = useState<SaveStatus>("saved");
  const [failure, setFailure] = useState<string | null>(null);
  const idRef = useRef(options.initialId);
  const saved = useRef(options.initialRecord);
  const current = useRef(options.record);
  current.current = options.record;
  const callbacks = useRef(options);
  callbacks.current = options;
  const ready = useRef(false);
  const inFlight = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const retry = useRef<ReturnType<typeof setTimeout>>();
  const firstChangeAt = useRef<number | null>(null);
  const saveRef = useRef<() => Promise<void>>(async () => {});
  /** Why the last save did not reach the server (null once one has). */
  const lastFailure = useRef<Failed | null>(null);
  /** The draft key, ready for Web Crypto (null: nothing is kept in this browser). */
  const key = useRef<Promise<CryptoKey | null>>(Promise.resolve(null));
  /** Drafts are written one after another, so the last change is the one kept. */
  const writing = useRef<Promise<void>>(Promise.resolve());

  const adopt = useCallback((next: string | null) => {
    idRef.current = next;
    setId(next);
  }, []);

  const writeLocal = useCallback(
    (dirty: boolean): Promise<void> => {
      if (userId === null) return Promise.resolve();
      const record = current.current;
      const draft: ConsultationDraft<ConsultationRecord> = {
        owner: userId,
        id: idRef.current,
        dirty,
        record,
        base: dirty ? saved.current : undefined,
      };
      writing.current = writing.current.then(async () => {
        if (!dirty && isEmptyRecord(record)) return clearDrafts(); // a fresh screen leaves nothing behind
        const sealWith = await key.current;
        if (sealWith) await writeConsultationDraft(sealWith, draft).catch(() => {});
        else clearDrafts(); // no way to keep it unreadable: it is not kept
      });
      return writing.current;
    },
    [userId],
  );

  const request = useCallback((body: string): Promise<Response> => {
    const target = idRef.current;
    return fetch(target ? `/api/consultations/${target}` : "/api/consultations", {
      method: target ? "PATCH" : "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body,
      // A save under way when the tab closes still reaches the server.
      keepalive: body.length < KEEPALIVE_LIMIT,
    });
  }, []);

  const saveOnce = useCallback(async (): Promise<void> => {
    const patch = diffRecords(saved.current, current.current);
    if (!patch) {
      setStatus("saved");
      void writeLocal(false);
      return;
    }
    setStatus("saving");
    const target = idRef.current;
    let response: Response;
    try {
      response = await request(JSON.stringify(patch));
    } catch {
      lastFailure.current = "offline";
      setStatus("offline");
      clearTimeout(retry.current);
      retry.current = setTimeout(() => void saveRef.current(), RETRY_MS);
      return;
    }
    if (response.status === 401) {
      lastFailure.current = "signed-out";
      setStatus("signed-out");
      void sessionEnded();
      return;
    }
    if (response.status === 404 && target) {
      // Deleted elsewhere (History on another device): what is on this screen becomes a new consultation.
      adopt(null);
      saved.current = emptyRecord();
      again.current = true;
      return;
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { error?: string } | null;
      setFailure(body?.error ?? "The server could not save this consultation.");
      lastFailure.current = "failed";
      setStatus("failed");
      if (response.status >= 500) {
        clearTimeout(retry.current);
        retry.current = setTimeout(() => void saveRef.current(), RETRY_MS);
      }
      return;
    }
    const body = (await response.json()) as { id: string | null };
    saved.current = applyPatch(saved.current, patch);
    if (body.id !== idRef.current) adopt(body.id);
    lastFailure.current = null;
    setFailure(null);
    const dirty = diffRecords(saved.current, current.current) !== null;
    void writeLocal(dirty);
    setStatus(dirty ? "unsaved" : "saved");
    if (dirty) again.current = true;
  }, [adopt, request, writeLocal]);

  const save = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    firstChangeAt.current = null;
    if (inFlight.current) {
      again.current = true;
      return inFlight.current;
    }
    const run = (async () => {
      do {
        again.current = false;
        await saveOnce();
      } while (again.current);
    })().finally(() => {
      inFlight.current = null;
    });
    inFlight.current = run;
    return run;
  }, [saveOnce]);
  saveRef.current = save;

  // Once, in the browser: unsaved work kept here is put together with the server's copy; otherwise the server's
  // is shown (with anything typed before the page finished loading).
  useEffect(() => {
    if (userId === null) return;
    const { initialId, initialRecord, restore, draftKey } = callbacks.current;
    key.current = importDraftKey(draftKey);
    let cancelled = false;
    /** Shows `shown` as consultation `id`, whose copy on the server is `server`; what differs is then saved. */
    const open = (id: string | null, server: ConsultationRecord, shown: ConsultationRecord) => {
      if (cancelled) return;
      adopt(id);
      saved.current = server;
      restore(shown);
      ready.current = true;
      callbacks.current.onRestored();
    };
    void (async () => {
      const sealWith = await key.current;
      const draft = sealWith ? await readConsultationDraft<ConsultationRecord>(sealWith, userId) : null;
      if (cancelled) return;
      if (draft && draft.dirty) {
        const unsaved = { ...emptyRecord(), ...draft.record };
        const base = draft.base && { ...emptyRecord(), ...draft.base };
        if (draft.id === null) {
          open(null, emptyRecord(), unsaved); // never saved: it becomes a new consultation
        } else if (draft.id === initialId) {
          open(initialId, initialRecord, mergeUnsaved(initialRecord, unsaved, base));
        } else {
          // Typed into a consultation the screen no longer opens with (Clear All or History on another device):
          // its copy on the server now is what the unsaved work is put together with.
          const server = await serverCopy(draft.id);
          if (server === "gone") open(null, emptyRecord(), unsaved);
          else
            open(
              draft.id,
              server ?? base ?? emptyRecord(),
              mergeUnsaved(server ?? base ?? emptyRecord(), unsaved, base),
            );
        }
        return;
      }
      if (!draft) clearDrafts(); // someone else's, or one that no longer opens: discarded unread
      // What the clinician typed before the page finished loading, or while the key was being made ready.
      const typed = typedBeforeLoad(diffRecords(initialRecord, current.current) ? current.current : initialRecord);
      ready.current = true;
      if (diffRecords(initialRecord, typed)) restore(typed);
      else void writeLocal(false);
    })();
    return () => {
      cancelled = true;
    };
  }, [adopt, userId, writeLocal]);

  // When the session ends (here or elsewhere), what the server has not received is kept, encrypted, before the page
  // forgets everything and goes to sign in; what it has is not kept at all.
  useEffect(() => {
    if (userId === null) return;
    return onSessionEnd(async () => {
      await writing.current;
      if (diffRecords(saved.current, current.current)) await writeLocal(true);
      else clearDrafts();
    });
  }, [userId, writeLocal]);

  // Every change after that: kept here at once, saved to the server shortly after.
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return; // the first render shows what was loaded: nothing to save
    }
    if (!ready.current || userId === null) return;
    const dirty = diffRecords(saved.current, options.record) !== null;
    void writeLocal(dirty);
    if (!dirty) return;
    setStatus((status) => (status === "signed-out" ? status : "unsaved"));
    clearTimeout(timer.current);
    const now = Date.now();
    firstChangeAt.current ??= now;
    const wait = Math.max(0, Math.min(DEBOUNCE_MS, firstChangeAt.current + MAX_WAIT_MS - now));
    timer.current = setTimeout(() => void save(), wait);
  }, [options.record, save, writeLocal, userId]);

  // Closing the tab: whatever is still unsaved goes with the page (the browser keeps it too, in case).
  useEffect(() => {
    const onHide = () => {
      const patch = diffRecords(saved.current, current.current);
      if (!patch || !idRef.current || inFlight.current) return;
      const body = JSON.stringify(patch);
      if (body.length < KEEPALIVE_LIMIT) void request(body).catch(() => {});
    };
    window.addEventListener("pagehide", onHide);
    return () => {
      window.removeEventListener("pagehide", onHide);
      clearTimeout(timer.current);
      clearTimeout(retry.current);
    };
  }, [request]);

  const flush = useCallback(async () => {
    await save();
    return idRef.current;
  }, [save]);

  const startNew = useCallback(async (): Promise<"ok" | Failed> => {
    // Edits of the last moments (a save waiting for a pause in typing) belong to the consultation being left.
    await save();
    if (diffRecords(saved.current, current.current)) return lastFailure.current ?? "failed";
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
      setStatus("signed-out");
      void sessionEnded();
      return "signed-out";
    }
    if (!response.ok) return "failed";
    adopt(null);
    saved.current = emptyRecord();
    setStatus("saved");
    setFailure(null);
    return "ok";
  }, [adopt, save]);

  return { id, status, failure, flush, startNew };
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
