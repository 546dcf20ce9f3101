import { useEffect, useRef } from "react";
import { GENERATED_FIELDS, type DocumentNotes, type GeneratedField } from "~/platform/document-kinds.ts";
import type { Rechecker, RecheckResult, withRecheck } from "./recheck.ts";

/** A pause in typing this long re-checks: well inside the second the clinician waits for a flag to follow an edit. */
const RECHECK_PAUSE_MS = 400;

export type RecheckInputs = {
  transcript: string;
  values: Record<GeneratedField, string>;
  notes: DocumentNotes;
  keyTerms: readonly string[];
};

/**
 * Re-checks the screen's generated documents after each pause in editing them or the transcript (decision 044):
 * notes and letters for unsupported details, an exact dictation for the dictation's words. Only documents Notewell
 * wrote or checked are re-checked, and only after a change: opening a screen changes (and so saves) nothing. The
 * checker and its scheduling (recheck.ts) load once a document has a note; `onResults` places results on the text
 * as it is now (with the placing rules that came with the checker).
 */
export function useRecheck(
  options: RecheckInputs & {
    busy: boolean;
    onResults: (results: RecheckResult[], place: typeof withRecheck) => void;
  },
): void {
  const { transcript, values, notes, busy } = options;
  // What the screen opened with was checked when it was made: only what differs from it is checked again.
  const opened = useRef(options);
  const latest = useRef(options);
  latest.current = options;
  const checker = useRef<Promise<Rechecker> | null>(null);
  const noted = GENERATED_FIELDS.some((field) => notes[field]);

  useEffect(() => {
    if (busy || !noted) return;
    const timer = setTimeout(() => {
      checker.current ??= import("./recheck.ts").then((module) => module.rechecker(opened.current));
      void checker.current.then((check) => check(latest.current, (...result) => latest.current.onResults(...result)));
    }, RECHECK_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [transcript, values, notes, busy, noted]);
}
