import { useCallback, useEffect, useRef, useState } from "react";
import { clearDrafts, draftKept } from "~/platform/browser-storage.ts";
import type { ConsultationDraft } from "~/features/consultations/drafts.ts";
import { onSessionEnd, sessionEnded } from "~/components/session-end.ts";
import { isEmptyRecord, TEXT_FIELDS, type ConsultationRecord } from "./record.ts";

/** What the screen says about saving: all on the server, on its way, or kept in this browser for now. */
export type SaveStatus = "saved" | "saving" | "unsaved" | "offline" | "signed-out" | "failed";

/** A pause in typing (or a turn of dictation) this long saves; a steady stream of changes saves at least this often. */
const DEBOUNCE_MS = 800;
const MAX_WAIT_MS = 4_000;
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
  /**
   * Starts loading the saving half (what keeps and saves a change) before the first change: called when the
   * pointer or the focus first reaches the screen's form, so the work is kept even if the connection then drops.
   */
  prepare: () => void;
  /** The server made the screen's consultation (recording consent, decision 060): saves go to it from now on. */
  adopt: (id: string) => void;
};

/** How a save, or the start of a new consultation, went when it did not: what the screen then says. */
export type Failed = "offline" | "signed-out" | "failed";

/**
 * Everything the saving half (consultation-saving.ts) works with: the consultation's id, the server's copy, what
 * the screen holds, how the last save went, and how to say so.
 */
export type SyncState = {
  id: string | null;
  saved: ConsultationRecord;
  current: ConsultationRecord;
  lastFailure: Failed | null;
  again: boolean;
  retry?: ReturnType<typeof setTimeout>;
  adopt: (id: string | null) => void;
  setStatus: (status: SaveStatus) => void;
  setFailure: (failure: string | null) => void;
  /** Keeps the screen's record in this browser, encrypted (`dirty`: the server does not have it all yet). */
  writeLocal: (dirty: boolean) => Promise<void>;
  request: (body: string) => Promise<Response>;
  save: () => Promise<void>;
  /** The session has ended: the page keeps unsaved work (encrypted) and goes to sign in (decision 037). */
  onSignedOut: () => void;
};

/**
 * What changed (from the saving half, consultation-saving.ts, loaded the first time something is to be saved:
 * decision 029), kept once loaded for a tab that closes.
 */
let changesOf: typeof import("./consultation-saving.ts").diffRecords | undefined;
async function loadSaving() {
  const { diffRecords, saveOnce, startNew, openUnsaved, keepLocally, readUnsaved } =
    await import("./consultation-saving.ts");
  changesOf = diffRecords;
  return { diffRecords, saveOnce, startNew, openUnsaved, keepLocally, readUnsaved };
}

/** `record` with what the clinician typed into the page before it finished loading (the text boxes render on the server). */
function typedBeforeLoad(record: ConsultationRecord): ConsultationRecord {
  const typed = (id: string) => (document.getElementById(id) as HTMLTextAreaElement | null)?.value;
  const next = { ...record };
  for (const field of TEXT_FIELDS) {
    const value = typed(field);
    if (value !== undefined) next[field] = value;
  }
  return next;
}

/** Whether two records' texts differ (the rest is only ever changed after the page has loaded). */
const textsDiffer = (a: ConsultationRecord, b: ConsultationRecord) =>
  TEXT_FIELDS.some((field) => a[field] !== b[field]);

/**
 * Keeps the dictation screen's consultation on the server: every change is saved shortly after it is made (only
 * the parts that changed, so nothing untouched is ever overwritten), and kept in this browser — only encrypted,
 * with the key the page was given (decision 037) — until the server has it. Opening the screen never saves: it
 * shows what the server holds — or, if this browser holds work the server never received (offline, or the session
 * ran out), that work put together with what the server holds now (mergeUnsaved: a part left empty here never
 * blanks the server's), which is then saved.
 */
export function useConsultationSync(options: Options): ConsultationSync {
  const { userId } = options;
  const [id, setId] = useState(options.initialId);
  const [status, setStatus] = useState<SaveStatus>("saved");
  const [failure, setFailure] = useState<string | null>(null);
  const callbacks = useRef(options);
  callbacks.current = options;
  const ready = useRef(false);
  /** The screen changed before this browser's draft was read: what it holds then is what it opens with. */
  const changedEarly = useRef(false);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const firstChangeAt = useRef<number | null>(null);
  /** Drafts are written one after another, so the last change is the one kept. */
  const writing = useRef<Promise<void>>(Promise.resolve());

  const state = useRef<SyncState>(null as unknown as SyncState);
  state.current ??= {
    id: options.initialId,
    saved: options.initialRecord,
    current: options.record,
    lastFailure: null,
    again: false,
    adopt: (next) => {
      state.current.id = next;
      setId(next);
    },
    setStatus,
    setFailure,
    writeLocal: (dirty) => {
      if (userId === null) return Promise.resolve();
      const record = state.current.current;
      const draft: ConsultationDraft<ConsultationRecord> = {
        owner: userId,
        id: state.current.id,
        dirty,
        record,
        base: dirty ? state.current.saved : undefined,
      };
      const { draftKey } = callbacks.current;
      writing.current = writing.current.then(async () => {
        // A fresh screen leaves nothing behind; nor does a page without a key (nothing kept unless unreadable).
        if ((!dirty && isEmptyRecord(record)) || !draftKey) return clearDrafts();
        // Sealed by the saving half; if its script cannot be fetched, the next change tries again.
        await loadSaving().then(
          ({ keepLocally }) => keepLocally(draftKey, draft),
          () => {},
        );
      });
      return writing.current;
    },
    request: (body) => {
      const target = state.current.id;
      return fetch(target ? `/api/consultations/${target}` : "/api/consultations", {
        method: target ? "PATCH" : "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body,
        // A save under way when the tab closes still reaches the server.
        keepalive: body.length < KEEPALIVE_LIMIT,
      });
    },
    save: () => Promise.resolve(),
    onSignedOut: () => void sessionEnded(),
  };
  const sync = state.current;
  sync.current = options.record;

  const save = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    firstChangeAt.current = null;
    if (inFlight.current) {
      state.current.again = true;
      return inFlight.current;
    }
    const run = (async () => {
      const { saveOnce } = await loadSaving();
      do {
        state.current.again = false;
        await saveOnce(state.current);
      } while (state.current.again);
    })().finally(() => {
      inFlight.current = null;
    });
    inFlight.current = run;
    return run;
  }, []);
  sync.save = save;

  // Once, in the browser: unsaved work kept here (decrypted with the page's key) is put together with the server's
  // copy; otherwise the server's is shown (with anything typed before the page finished loading).
  useEffect(() => {
    if (userId === null) return;
    const { initialId, initialRecord, restore, draftKey } = callbacks.current;
    let cancelled = false;
    void (async () => {
      // Only a page that finds a draft here loads what opens it (the saving half: decision 029).
      const draft =
        draftKey && draftKept()
          ? await loadSaving().then(
              ({ readUnsaved }) => readUnsaved(draftKey, userId),
              () => "unread" as const, // its script could not be fetched: the draft stays for the next visit
            )
          : null;
      if (cancelled) return;
      if (draft !== "unread" && draft?.dirty) {
        const { openUnsaved, diffRecords } = await loadSaving();
        await openUnsaved(draft, { id: initialId, record: initialRecord }, (openedId, server, shown) => {
          if (cancelled) return;
          state.current.adopt(openedId);
          state.current.saved = server;
          // Said as the restored words appear, in the same render: what the server does not have yet is not "Saved".
          if (diffRecords(server, shown)) setStatus("unsaved");
          restore(shown);
          ready.current = true;
          callbacks.current.onRestored();
        });
        return;
      }
      if (!draft) clearDrafts(); // someone else's, or one that no longer opens: discarded unread
      // What the clinician typed before the page finished loading, or while this browser's draft was being read.
      const typed = typedBeforeLoad(changedEarly.current ? state.current.current : initialRecord);
      ready.current = true;
      if (changedEarly.current || textsDiffer(typed, initialRecord)) restore(typed);
      else void state.current.writeLocal(false);
    })();
    return () => {
      cancelled = true;
    };
  }, [userId]);

  // When the session ends (here or elsewhere), what the server has not received is kept, encrypted, before the page
  // forgets everything and goes to sign in; what it has is not kept at all.
  useEffect(() => {
    if (userId === null) return;
    return onSessionEnd(async () => {
      await writing.current;
      const changed = await loadSaving().then(
        ({ diffRecords }) => diffRecords(state.current.saved, state.current.current) !== null,
        () => true, // cannot tell: kept, encrypted, rather than lost
      );
      if (changed) await state.current.writeLocal(true);
      else clearDrafts();
    });
  }, [userId]);

  // Every change after that: kept here at once, saved to the server shortly after.
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return; // the first render shows what was loaded: nothing to save
    }
    if (userId === null) return;
    if (!ready.current) {
      changedEarly.current = true;
      return;
    }
    // Something changed since the last render: kept here as unsaved until the server has it (what exactly changed
    // is worked out when it is sent; a change undone meanwhile turns out to be nothing to send). A screen emptied
    // after a fresh start (Clear All) leaves nothing behind.
    if (isEmptyRecord(options.record) && isEmptyRecord(state.current.saved)) {
      void state.current.writeLocal(false);
      return;
    }
    void state.current.writeLocal(true);
    setStatus((now) => (now === "signed-out" ? now : "unsaved"));
    clearTimeout(timer.current);
    const now = Date.now();
    firstChangeAt.current ??= now;
    const wait = Math.max(0, Math.min(DEBOUNCE_MS, firstChangeAt.current + MAX_WAIT_MS - now));
    timer.current = setTimeout(() => void save(), wait);
  }, [options.record, save, userId]);

  // Closing the tab: whatever is still unsaved goes with the page (the browser keeps it too, in case; a change
  // made before the saving half first loaded is only kept there, and saved when the screen next opens).
  useEffect(() => {
    const onHide = () => {
      const patch = changesOf?.(state.current.saved, state.current.current);
      if (!patch || !state.current.id || inFlight.current) return;
      const body = JSON.stringify(patch);
      if (body.length < KEEPALIVE_LIMIT) void state.current.request(body).catch(() => {});
    };
    window.addEventListener("pagehide", onHide);
    return () => {
      window.removeEventListener("pagehide", onHide);
      clearTimeout(timer.current);
      clearTimeout(state.current.retry);
    };
  }, []);

  const flush = useCallback(async () => {
    await save();
    return state.current.id;
  }, [save]);

  const startNew = useCallback(async (): Promise<"ok" | Failed> => {
    const { startNew: start } = await loadSaving();
    return start(state.current);
  }, []);

  const prepare = useCallback(() => void loadSaving().catch(() => {}), []);

  const adopt = useCallback((next: string) => state.current.adopt(next), []);

  return { id, status, failure, flush, startNew, prepare, adopt };
}
