import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type {
  DocumentField,
  DocumentKind,
  DocumentNotes,
  DocumentVersion,
  GeneratedField,
  ScreenValues,
} from "~/platform/document-kinds.ts";
import type { Failure } from "~/platform/errors.ts";
import type { followEdit } from "./flags-follow-edits.ts";
import type { RecheckResult, withRecheck } from "./recheck.ts";

export type BusyAction = DocumentKind;
export type DocumentValues = Omit<ScreenValues, "transcript">;
export type DocumentVersions = Partial<Record<GeneratedField, DocumentVersion[]>>;
type Setter<T> = (update: (now: T) => T) => void;

/**
 * The screen's documents as the actions that change them see them (document-actions.ts, loaded on demand): what
 * they hold now, and how to change each part.
 */
export type DocumentsHandle = {
  current: { values: DocumentValues; notes: DocumentNotes; versions: DocumentVersions };
  controllers: Map<BusyAction, AbortController>;
  setValues: Setter<DocumentValues>;
  setNotes: Setter<DocumentNotes>;
  setVersions: Setter<DocumentVersions>;
  setBusy: Setter<Partial<Record<BusyAction, boolean>>>;
  /** Says why something failed, beside the field it belongs to (null clears it). */
  setError: (field: DocumentField, failure: Failure | null) => void;
};

/**
 * The documents on the dictation screen: their texts, notes and versions, and which are being written
 * (product.md §4). An edit carries the document's flags onto the new text at once (the re-check, recheck.ts,
 * replaces them after a pause). What the clinician asks for — a document written, reviewed, restored — is in
 * document-actions.ts, loaded with the first such action (decision 029), working through `handle`.
 */
export function useDocuments(initial: DocumentValues, initialNotes: DocumentNotes, initialVersions: DocumentVersions) {
  const [values, setValuesState] = useState(initial);
  const [notes, setNotes] = useState<DocumentNotes>(initialNotes);
  const [versions, setVersions] = useState<DocumentVersions>(initialVersions);
  const [busy, setBusy] = useState<Partial<Record<BusyAction, boolean>>>({});
  const controllers = useRef(new Map<BusyAction, AbortController>());
  // What the fields hold now, for edits and results that must be placed on the current text.
  const current = useRef({ values: initial, notes: initialNotes, versions: initialVersions });
  current.current = { values, notes, versions };

  // How flags follow an edit (flags-follow-edits.ts), loaded once a document has flags (decision 029).
  const follow = useRef<typeof followEdit | null>(null);
  const flagged = Object.values(notes).some((note) => note?.flags?.length);
  useEffect(() => {
    if (flagged && !follow.current)
      void import("./flags-follow-edits.ts").then((module) => (follow.current = module.followEdit));
  }, [flagged]);

  const setTexts = useCallback<Setter<DocumentValues>>((update) => {
    current.current.values = update(current.current.values);
    setValuesState(update);
  }, []);

  /** Says why something failed, beside the field it belongs to (null clears it). */
  const setError = useCallback((field: DocumentField, failure: Failure | null) => {
    setNotes((now) => {
      const { error: _error, ...kept } = now[field] ?? {};
      return { ...now, [field]: failure ? { ...kept, error: failure } : kept };
    });
  }, []);

  const handle = useMemo<DocumentsHandle>(
    () => ({
      get current() {
        return current.current;
      },
      controllers: controllers.current,
      setValues: setTexts,
      setNotes,
      setVersions,
      setBusy,
      setError,
    }),
    [setTexts, setError],
  );

  /**
   * The clinician's edit: the text, and its flags carried onto it (those the edit touched are dropped; all of them,
   * until the way to carry them has loaded — the re-check brings them back a moment later).
   */
  const setField = useCallback(
    (field: keyof DocumentValues, value: string) => {
      const before = current.current.values[field];
      setTexts((now) => ({ ...now, [field]: value }));
      if (field === "question") return;
      setNotes((now) => {
        const note = now[field];
        if (!note?.flags?.length) return now;
        return { ...now, [field]: { ...note, flags: follow.current?.(note.flags, before, value) ?? [] } };
      });
    },
    [setTexts],
  );

  /** A re-check's results, placed on the text as it is now by the rules that came with the checker. */
  const applyRecheck = useCallback((results: readonly RecheckResult[], place: typeof withRecheck) => {
    setNotes((now) => place(now, results, current.current.values));
  }, []);

  /** Ticks (or unticks) one detail as checked by the clinician. */
  const tick = useCallback((field: DocumentField, index: number, checked: boolean) => {
    setNotes((now) => {
      const note = now[field];
      if (!note?.flags?.[index]) return now;
      const flags = note.flags.map((flag, i) => (i === index ? { ...flag, checked: checked || undefined } : flag));
      return { ...now, [field]: { ...note, flags } };
    });
  }, []);

  /** Everything the saved consultation on the screen brought (unsaved work found in this browser). */
  const show = useCallback(
    (texts: DocumentValues, shownNotes: DocumentNotes, shownVersions: DocumentVersions) => {
      setTexts(() => texts);
      setNotes(shownNotes);
      setVersions(shownVersions);
    },
    [setTexts],
  );

  const clear = useCallback(() => {
    for (const controller of controllers.current.values()) controller.abort();
    show(Object.fromEntries(Object.keys(current.current.values).map((field) => [field, ""])) as DocumentValues, {}, {});
  }, [show]);

  return { values, notes, versions, busy, handle, setField, applyRecheck, tick, show, clear };
}
