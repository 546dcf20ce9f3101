import { isForPatient, type DocumentFlag, type DocumentNotes, type GeneratedField } from "~/platform/document-kinds.ts";
import { wordsOf } from "./exact-dictation.ts";
import { documentsToRecheck, followEdit } from "./flags-follow-edits.ts";
import type { RecheckInputs } from "./use-recheck.ts";
import { documentFlags } from "./plain-words.ts";
import { maskFrame } from "./document-frame.ts";

/**
 * The re-check of documents the clinician has edited (decision 044): each consultation note, letter or patient
 * summary read again against the dictation for unsupported details (and a summary for shorthand, decision 066), and an exact dictation's words compared with the dictation's.
 * The dictation screen runs it in a Web Worker started from this very module (so typing never waits for it), or,
 * where a worker cannot start, in an idle moment. Loaded on demand: only a screen with a document needs it.
 */
export type RecheckRequest = {
  id: number;
  transcript: string;
  keyTerms: readonly string[];
  /** Each document to check, with when Notewell drafted it (`written`, an ISO moment) if it did. */
  documents: ReadonlyArray<{ field: GeneratedField; text: string; kind: "flags" | "words"; written?: string }>;
};
export type RecheckResult = { field: GeneratedField; text: string; flags?: DocumentFlag[]; sameWords?: boolean };
export type RecheckReply = { id: number; results: RecheckResult[] };

export function recheck(request: RecheckRequest): RecheckReply {
  const dictated = request.documents.some((d) => d.kind === "words") ? wordsOf(request.transcript).join(" ") : "";
  return {
    id: request.id,
    results: request.documents.map(({ field, text, kind, written }) =>
      kind === "flags"
        ? {
            field,
            text,
            // What Notewell wrote round the document (its header, letterhead, signature) is not checked.
            flags: documentFlags(request.transcript, maskFrame(field, text), {
              keyTerms: request.keyTerms,
              forPatient: isForPatient(field),
              // Its dates read as of the day it was drafted, as they were when it was made.
              written: written ? new Date(written) : undefined,
            }),
          }
        : { field, text, sameWords: wordsOf(text).join(" ") === dictated },
    ),
  };
}

const keyOf = (flag: DocumentFlag) => `${flag.kind}\u0000${flag.text}\u0000${flag.explanation}`;

/**
 * A fresh check's flags, each still ticked as checked when the clinician ticked the same detail (same text, kind
 * and explanation) before: a detail confirmed once is not asked about again because a word elsewhere changed.
 */
function carryChecked(fresh: readonly DocumentFlag[], previous: readonly DocumentFlag[] = []): DocumentFlag[] {
  const ticked = new Map<string, number>();
  for (const flag of previous) if (flag.checked) ticked.set(keyOf(flag), (ticked.get(keyOf(flag)) ?? 0) + 1);
  return fresh.map((flag) => {
    const left = ticked.get(keyOf(flag)) ?? 0;
    if (left === 0) return { ...flag, checked: undefined };
    ticked.set(keyOf(flag), left - 1);
    return { ...flag, checked: true };
  });
}

const VERIFIED = { status: "verified", message: "Verified: every word matches your dictation" } as const;

/**
 * The notes with a re-check's results put in, each on the text its document holds now (`texts`): a result for a
 * text since edited is carried onto the new one like any flag; details ticked as checked stay ticked; an exact
 * dictation keeps its receipt only while its words are the dictation's (and is "Verified" again when they are).
 * The same for the browser's worker and the server's check of a post without JavaScript.
 */
export function withRecheck(
  notes: DocumentNotes,
  results: readonly RecheckResult[],
  texts: Readonly<Record<GeneratedField, string>>,
  follow: typeof followEdit = followEdit,
): DocumentNotes {
  const next = { ...notes };
  for (const result of results) {
    const note = notes[result.field];
    const text = texts[result.field];
    if (result.flags) {
      const flags = follow(carryChecked(result.flags, note?.flags), result.text, text);
      next[result.field] = { ...note, flags: flags.length ? flags : undefined };
    } else if (result.text === text) {
      const { receipt, ...rest } = note ?? {};
      next[result.field] = result.sameWords ? { ...rest, receipt: receipt ?? VERIFIED } : rest;
    }
  }
  return next;
}

/** This module's own address, which the page gives `new Worker(…, { type: "module" })`. */
const RECHECK_SCRIPT = import.meta.url;

type Checker = { post: (request: RecheckRequest) => void; place: typeof withRecheck };

/**
 * Starts the checker — this module — in a Web Worker, so the check never runs between a key
 * press and its letter appearing; where a worker cannot start (an old browser, a policy), it runs in an idle
 * moment instead.
 */
function startChecker(onReply: (reply: RecheckReply) => void): Checker {
  const inPage: Checker = {
    place: withRecheck,
    post: (request) => {
      const run = () => onReply(recheck(request));
      if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 200 });
      else setTimeout(run, 0);
    },
  };
  try {
    const worker = new Worker(RECHECK_SCRIPT, { type: "module", name: "notewell-recheck" });
    let working = true;
    worker.addEventListener("message", (event: MessageEvent<RecheckReply>) => onReply(event.data));
    worker.addEventListener("error", () => {
      working = false;
      worker.terminate();
    });
    return {
      place: withRecheck,
      post: (request) => (working ? worker.postMessage(request) : inPage.post(request)),
    };
  } catch {
    return inPage;
  }
}

/** Checks the screen's documents when they, or the dictation, changed since the last check. */
export type Rechecker = (
  inputs: RecheckInputs,
  onResults: (results: RecheckResult[], place: typeof withRecheck) => void,
) => void;

/**
 * The screen's re-checker, given what the screen opened with (already checked): each call compares the documents
 * and the dictation with what was last checked, and sends a check when they differ; only the latest check's
 * results are given back.
 */
export function rechecker(opened: RecheckInputs): Rechecker {
  const key = (inputs: RecheckInputs) => {
    const documents = documentsToRecheck(inputs.notes, inputs.values);
    return { documents, key: JSON.stringify([inputs.transcript, documents.map((d) => [d.field, d.text])]) };
  };
  let seen = key(opened).key;
  let latest = 0;
  let answer: (results: RecheckResult[], place: typeof withRecheck) => void = () => {};
  const checker = startChecker((reply) => {
    if (reply.id === latest) answer(reply.results, withRecheck);
  });
  return (inputs, onResults) => {
    const { documents, key: now } = key(inputs);
    if (now === seen || documents.length === 0) return;
    seen = now;
    answer = onResults;
    checker.post({ id: ++latest, transcript: inputs.transcript, keyTerms: [...inputs.keyTerms], documents });
  };
}

// Started as a worker: answer each request the page posts.
const scope = globalThis as { WorkerGlobalScope?: unknown; addEventListener?: unknown; postMessage?: unknown };
if (scope.WorkerGlobalScope !== undefined && typeof scope.postMessage === "function") {
  const post = scope.postMessage as (reply: RecheckReply) => void;
  (scope.addEventListener as (type: "message", listener: (event: MessageEvent<RecheckRequest>) => void) => void)(
    "message",
    (event) => post(recheck(event.data)),
  );
}
