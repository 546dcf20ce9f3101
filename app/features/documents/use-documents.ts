import { useCallback, useRef, useState } from "react";
import type {
  DocumentField,
  DocumentKind,
  DocumentNote,
  DocumentNotes,
  ProcessSlug,
  ScreenValues,
} from "~/platform/document-kinds.ts";

export type BusyAction = DocumentKind;

export type Failure = { title: string; message: string; signedOut?: boolean };
export type RunResult = { ok: true; text: string } | { ok: false; failure: Failure };

/**
 * The documents on the dictation screen and their generation (product.md §4): each action has its own in-progress
 * flag; the text streams into its field as it is written; a failure puts back what was there before, so it
 * never clears the transcript or an earlier document. The streaming reader (document-stream.ts, with its
 * server-sent-events parser) is loaded when the first document is asked for (decision 029).
 */
export function useDocuments(initial: Omit<ScreenValues, "transcript">, initialNotes: DocumentNotes = {}) {
  const [values, setValues] = useState(initial);
  const [notes, setNotes] = useState<DocumentNotes>(initialNotes);
  const [busy, setBusy] = useState<Partial<Record<BusyAction, boolean>>>({});
  const controllers = useRef(new Map<BusyAction, AbortController>());

  const setField = useCallback((field: keyof typeof initial, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const run = useCallback(
    async (
      action: BusyAction,
      field: Exclude<DocumentField, "transcript">,
      endpoint: ProcessSlug,
      body: unknown,
    ): Promise<RunResult> => {
      controllers.current.get(action)?.abort();
      const controller = new AbortController();
      controllers.current.set(action, controller);
      let previous = "";
      setValues((current) => {
        previous = current[field];
        return { ...current, [field]: "" };
      });
      setNotes((current) => ({ ...current, [field]: {} }));
      setBusy((current) => ({ ...current, [action]: true }));
      let streamed = "";
      let stream: typeof import("./document-stream.ts") | undefined;
      try {
        stream = await import("./document-stream.ts");
        const finished = await stream.requestDocument(endpoint, body, {
          signal: controller.signal,
          onDelta: (text) => {
            streamed += text;
            setValues((current) => ({ ...current, [field]: streamed }));
          },
        });
        setValues((current) => ({ ...current, [field]: finished.processedText }));
        // A success clears every earlier failure message: it is no longer what is happening.
        setNotes((current) => {
          const next: DocumentNotes = {};
          for (const [key, note] of Object.entries(current) as [DocumentField, DocumentNote][]) {
            if (note.receipt || note.flags?.length) next[key] = { receipt: note.receipt, flags: note.flags };
          }
          next[field] = { receipt: finished.receipt, flags: finished.flags };
          return next;
        });
        return { ok: true, text: finished.processedText };
      } catch (error) {
        setValues((current) => ({ ...current, [field]: previous }));
        const failure: Failure =
          stream && error instanceof stream.DocumentStreamError
            ? { title: error.title, message: error.message, signedOut: error.signedOut }
            : { title: "Processing failed", message: "Please try again" };
        setNotes((current) => ({ ...current, [field]: { error: failure.message } }));
        return { ok: false, failure };
      } finally {
        if (controllers.current.get(action) === controller) controllers.current.delete(action);
        setBusy((current) => ({ ...current, [action]: false }));
      }
    },
    [],
  );

  const clear = useCallback(() => {
    for (const controller of controllers.current.values()) controller.abort();
    setValues({ consultationNote: "", referralLetter: "", exactDictation: "", question: "", response: "" });
    setNotes({});
  }, []);

  return { values, notes, busy, setField, setValues, setNotes, run, clear };
}
