/**
 * The transcript as the dictation screen holds it; how it changes as words arrive (and so what it shows) is
 * transcript-changes.ts, loaded with the recording (decision 029).
 *
 * docs/product.md §4 "Transcript handling". Formatted turns on: only turns that are both formatted and end-of-turn are
 * appended to the final text (separated by a space) and the partial text is cleared; other turns show as
 * partial text. Formatted turns off: an ended turn is appended, other turns show as partial. Displayed text
 * is final text plus partial text.
 *
 * Beyond the spec (decisions 040–042): each recording starts on a new line; words still being recognised are told
 * apart from confirmed ones (`displayedSegments`); and an outage leaves a *slot* where it happened, which the
 * words recorded meanwhile fill once they have been transcribed — in their place, before what was said after the
 * connection came back. Audio that could not be kept leaves a *gap*, marked in the text with its times.
 */
export type TurnMessage = {
  type: "Turn";
  transcript: string;
  end_of_turn: boolean;
  turn_is_formatted: boolean;
  turn_order: number;
  /** The turn's words with their times in the session's audio (ms); the stream uses them, the transcript not. */
  words?: Array<{ start: number; end: number }>;
};

export type Separator = " " | "\n";

/** Part of the transcript: confirmed text, a slot an outage's words will fill, or words that could not be kept. */
export type Piece =
  | { kind: "text"; text: string; sep: Separator }
  | {
      kind: "slot";
      id: number;
      sep: Separator;
      /** Final words of the outage's transcription so far, and its words still being recognised. */
      text: string;
      partial: string;
      /** What the screen showed as partial when the connection went: shown (as unconfirmed) until the slot's words come. */
      tentative: string;
      appendedTurns: number[];
    }
  | { kind: "gap"; id: number; sep: Separator; from: number; to: number };

export type TranscriptState = {
  pieces: Piece[];
  /** What the screen shows, in runs confirmed or still being recognised, and as one text. Derived from the rest. */
  segments: Segment[];
  displayedText: string;
  /** The confirmed text (the spec's "transcript"): what is saved. Derived from the pieces. */
  finalText: string;
  partialText: string;
  /** turn_order values already appended in the current provider session (a duplicate final is ignored). */
  appendedTurns: number[];
  /** The next piece starts on a new line: a new recording has begun after earlier text. */
  newLine: boolean;
  /** The text of the last turn appended (announced to screen readers). */
  lastAppended?: string;
};

/** A run of the displayed text, and whether it is confirmed (final) or still being recognised. */
export type Segment = { text: string; confirmed: boolean };

export function emptyTranscript(finalText = ""): TranscriptState {
  const pieces: Piece[] = finalText ? [{ kind: "text", text: finalText, sep: " " }] : [];
  const segments = finalText ? [{ text: finalText, confirmed: true }] : [];
  return { pieces, segments, displayedText: finalText, finalText, partialText: "", appendedTurns: [], newLine: false };
}
