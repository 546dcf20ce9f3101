import type { Piece, Segment, Separator, TranscriptState, TurnMessage } from "./transcript.ts";

function joinText(a: string, b: string, sep: Separator = " "): string {
  const left = a.trimEnd();
  const right = b.trim();
  if (!left) return right;
  if (!right) return left;
  return `${left}${sep}${right}`;
}

export function isFinal(turn: TurnMessage, formatTurns: boolean): boolean {
  return formatTurns ? turn.turn_is_formatted && turn.end_of_turn : turn.end_of_turn;
}

/** A moment as a gap is told by: the time of day to the second ("10:32:05"). */
export function gapTime(ms: number): string {
  return new Date(ms).toLocaleTimeString("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hour12: false,
  });
}

/** How a gap reads in the transcript: its times of day, so nothing is silently missing. */
export function gapMarker(from: number, to: number): string {
  return `[No transcript from ${gapTime(from)} to ${gapTime(to)}: the connection was lost]`;
}

/** The separator before the next piece: a new line at the start of a recording (when there is text before it). */
function nextSep(state: Omit<TranscriptState, "segments" | "displayedText">): Separator {
  return state.newLine && state.finalText.trim() !== "" ? "\n" : " ";
}

/** What the screen shows, in order: confirmed runs, and runs still being recognised (shown differently). */
function displayedSegments(state: Omit<TranscriptState, "segments" | "displayedText">): Segment[] {
  const segments: Segment[] = [];
  let shown = false;
  const push = (text: string, confirmed: boolean, sep: Separator) => {
    const trimmed = text.trim();
    if (!trimmed) return;
    if (shown) segments.push({ text: sep, confirmed: true });
    segments.push({ text: trimmed, confirmed });
    shown = true;
  };
  for (const piece of state.pieces) {
    if (piece.kind === "text") push(piece.text, true, piece.sep);
    else if (piece.kind === "gap") push(gapMarker(piece.from, piece.to), true, piece.sep);
    else {
      const unconfirmed = piece.partial || (piece.text ? "" : piece.tentative);
      if (piece.text) push(piece.text, true, piece.sep);
      if (unconfirmed) push(unconfirmed, false, piece.text ? " " : piece.sep);
      if (!piece.text && !unconfirmed) push("…", false, piece.sep);
    }
  }
  push(state.partialText, false, nextSep(state));
  // Adjacent runs of the same kind read as one.
  return segments.reduce<Segment[]>((merged, segment) => {
    const last = merged.at(-1);
    if (last && last.confirmed === segment.confirmed) last.text += segment.text;
    else merged.push({ ...segment });
    return merged;
  }, []);
}

/**
 * How the transcript changes as a recording runs (transcript.ts says what it is): turns appended, partial words
 * kept, an outage's slot opened, filled and closed, a gap marked. Loaded with the recording (recording-engine.ts),
 * not with the screen (decision 029).
 */

/** The pieces' text as it is saved: confirmed words, and gap markers; a slot gives what it has confirmed so far. */
function confirmedText(pieces: Piece[]): string {
  let text = "";
  for (const piece of pieces) {
    const own = piece.kind === "gap" ? gapMarker(piece.from, piece.to) : piece.text;
    text = joinText(text, own, piece.sep);
  }
  return text;
}

/** The state with its derived parts (the saved text, what the screen shows) worked out again. */
function settle(state: Omit<TranscriptState, "segments" | "displayedText">): TranscriptState {
  const finalText = confirmedText(state.pieces);
  const segments = displayedSegments({ ...state, finalText });
  return { ...state, finalText, segments, displayedText: segments.map((segment) => segment.text).join("") };
}

function withPieces(state: TranscriptState, pieces: Piece[], change: Partial<TranscriptState> = {}): TranscriptState {
  return settle({ ...state, ...change, pieces });
}

/** Appends confirmed text at the end (after any slot or gap). */
function appendText(state: TranscriptState, text: string, change: Partial<TranscriptState> = {}): TranscriptState {
  if (!text.trim()) return settle({ ...state, ...change });
  const sep = nextSep(state);
  const pieces = [...state.pieces];
  const last = pieces.at(-1);
  if (last?.kind === "text" && sep === " ") pieces[pieces.length - 1] = { ...last, text: joinText(last.text, text) };
  else pieces.push({ kind: "text", text: text.trim(), sep });
  return withPieces(state, pieces, { ...change, newLine: false });
}

export function applyTurn(state: TranscriptState, turn: TurnMessage, formatTurns: boolean): TranscriptState {
  if (!isFinal(turn, formatTurns)) return settle({ ...state, partialText: turn.transcript });
  if (state.appendedTurns.includes(turn.turn_order)) return settle({ ...state, partialText: "" });
  return appendText(state, turn.transcript, {
    partialText: "",
    appendedTurns: [...state.appendedTurns, turn.turn_order],
    lastAppended: turn.transcript,
  });
}

/**
 * A provider session ended (Termination, a reconnect): whatever was still partial is kept as final text, so no
 * word already on screen is lost, and turn numbering starts again.
 */
export function commitPartial(state: TranscriptState): TranscriptState {
  return appendText(state, state.partialText, { partialText: "", appendedTurns: [] });
}

/** A recording starts: what is partial is kept, and the recording's words start on a new line. */
export function beginRecording(state: TranscriptState): TranscriptState {
  return { ...commitPartial(state), newLine: true };
}

function updateSlot(
  state: TranscriptState,
  id: number,
  change: (slot: Extract<Piece, { kind: "slot" }>) => Piece[],
): TranscriptState {
  const index = state.pieces.findIndex((piece) => piece.kind === "slot" && piece.id === id);
  if (index < 0) return state;
  const pieces = [...state.pieces];
  pieces.splice(index, 1, ...change(pieces[index] as Extract<Piece, { kind: "slot" }>));
  return withPieces(state, pieces);
}

/**
 * The connection went: a slot opens at the end for the words recorded until it is back. What showed as partial
 * moves into it (shown until the slot's own words come: its audio is transcribed again), and the next live
 * session numbers its turns afresh.
 */
export function openSlot(state: TranscriptState, id: number): TranscriptState {
  const sep = nextSep(state);
  const slot: Piece = { kind: "slot", id, sep, text: "", partial: "", tentative: state.partialText, appendedTurns: [] };
  return withPieces(state, [...state.pieces, slot], { partialText: "", appendedTurns: [], newLine: false });
}

/** The slot's audio is being transcribed (again): what an earlier attempt gave is dropped. */
export function restartSlot(state: TranscriptState, id: number): TranscriptState {
  return updateSlot(state, id, (slot) => [{ ...slot, text: "", partial: "", appendedTurns: [] }]);
}

/** A turn of the slot's own transcription. */
export function applySlotTurn(
  state: TranscriptState,
  id: number,
  turn: TurnMessage,
  formatTurns: boolean,
): TranscriptState {
  return updateSlot(state, id, (slot) => {
    if (!isFinal(turn, formatTurns)) return [{ ...slot, partial: turn.transcript }];
    if (slot.appendedTurns.includes(turn.turn_order)) return [{ ...slot, partial: "" }];
    const text = joinText(slot.text, turn.transcript);
    return [{ ...slot, text, partial: "", appendedTurns: [...slot.appendedTurns, turn.turn_order] }];
  });
}

/** The slot's audio has all been transcribed: its words become ordinary text (none, if it held only silence). */
export function closeSlot(state: TranscriptState, id: number): TranscriptState {
  return updateSlot(state, id, (slot) => {
    const text = joinText(slot.text, slot.partial);
    return text ? [{ kind: "text", text, sep: slot.sep }] : [];
  });
}

/**
 * Audio recorded from `from` to `to`, at the start of the slot's, could not be kept (the outage outlasted what
 * is kept): marked just before the slot, growing as more is lost.
 */
export function markGap(state: TranscriptState, id: number, from: number, to: number): TranscriptState {
  const index = state.pieces.findIndex((piece) => piece.kind === "slot" && piece.id === id);
  if (index < 0) return state;
  const pieces = [...state.pieces];
  const before = pieces[index - 1];
  if (before?.kind === "gap" && before.id === id) {
    pieces[index - 1] = { ...before, from: Math.min(before.from, from), to: Math.max(before.to, to) };
  } else {
    const slot = pieces[index] as Extract<Piece, { kind: "slot" }>;
    pieces.splice(index, 1, { kind: "gap", id, sep: slot.sep, from, to }, { ...slot, sep: " " });
  }
  return withPieces(state, pieces);
}

/**
 * None of the slot's audio can be transcribed (the recording ended before the connection came back): its words
 * so far stay (or what showed as partial when the connection went), followed by the gap, with the times of all
 * the audio that could not be transcribed.
 */
export function loseSlot(state: TranscriptState, id: number, from: number, to: number): TranscriptState {
  const index = state.pieces.findIndex((piece) => piece.kind === "slot" && piece.id === id);
  if (index < 0) return state;
  const pieces = [...state.pieces];
  const slot = pieces[index] as Extract<Piece, { kind: "slot" }>;
  const before = pieces[index - 1];
  const earlier = before?.kind === "gap" && before.id === id ? before : null;
  const start = earlier ? index - 1 : index;
  const sep = earlier ? earlier.sep : slot.sep;
  // What the screen showed for it: its own words (final, then partial), or what showed as partial when it opened.
  const text = joinText(slot.text, slot.partial || (slot.text ? "" : slot.tentative));
  const gap: Piece = {
    kind: "gap",
    id,
    sep: text ? " " : sep,
    from: Math.min(earlier?.from ?? from, from),
    to: Math.max(earlier?.to ?? to, to),
  };
  pieces.splice(start, index - start + 1, ...(text ? [{ kind: "text" as const, text, sep }, gap] : [gap]));
  return withPieces(state, pieces);
}
