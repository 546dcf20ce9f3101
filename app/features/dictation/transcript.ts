/**
 * docs/product.md §4 "Transcript handling". Formatted turns on: only turns that are both formatted and end-of-turn are
 * appended to the final text (separated by a space) and the partial text is cleared; other turns show as
 * partial text. Formatted turns off: an ended turn is appended, other turns show as partial. Displayed text
 * is final text plus partial text.
 */
export type TurnMessage = {
  type: "Turn";
  transcript: string;
  end_of_turn: boolean;
  turn_is_formatted: boolean;
  turn_order: number;
};

export type TranscriptState = {
  finalText: string;
  partialText: string;
  /** turn_order values already appended in the current provider session (a duplicate final is ignored). */
  appendedTurns: number[];
  /** The text of the last turn appended (announced to screen readers). */
  lastAppended?: string;
};

export function emptyTranscript(finalText = ""): TranscriptState {
  return { finalText, partialText: "", appendedTurns: [] };
}

function joinText(a: string, b: string): string {
  const left = a.trimEnd();
  const right = b.trim();
  if (!left) return right;
  if (!right) return left;
  return `${left} ${right}`;
}

export function applyTurn(state: TranscriptState, turn: TurnMessage, formatTurns: boolean): TranscriptState {
  const isFinal = formatTurns ? turn.turn_is_formatted && turn.end_of_turn : turn.end_of_turn;
  if (!isFinal) return { ...state, partialText: turn.transcript };
  if (state.appendedTurns.includes(turn.turn_order)) return { ...state, partialText: "" };
  return {
    finalText: joinText(state.finalText, turn.transcript),
    partialText: "",
    appendedTurns: [...state.appendedTurns, turn.turn_order],
    lastAppended: turn.transcript,
  };
}

/**
 * A provider session ended (Termination, a dropped connection, a reconnect): whatever was still partial is
 * kept as final text, so no word already on screen is lost, and turn numbering starts again.
 */
export function commitPartial(state: TranscriptState): TranscriptState {
  return { finalText: joinText(state.finalText, state.partialText), partialText: "", appendedTurns: [] };
}

export function displayedText(state: TranscriptState): string {
  return joinText(state.finalText, state.partialText);
}
