import { describe, expect, test } from "vitest";
import { emptyTranscript, type TranscriptState, type TurnMessage } from "./transcript.ts";
import {
  applySlotTurn,
  applyTurn,
  beginRecording,
  closeSlot,
  commitPartial,
  gapMarker,
  loseSlot,
  markGap,
  openSlot,
  restartSlot,
} from "./transcript-changes.ts";

const displayedSegments = (state: TranscriptState) => state.segments;
const displayedText = (state: TranscriptState) => state.segments.map((segment) => segment.text).join("");

const turn = (overrides: Partial<TurnMessage>): TurnMessage => ({
  type: "Turn",
  transcript: "",
  end_of_turn: false,
  turn_is_formatted: false,
  turn_order: 0,
  ...overrides,
});

describe("formatted turns on", () => {
  test("partials show as partial text, not final", () => {
    const state = applyTurn(emptyTranscript(), turn({ transcript: "blood pressure" }), true);
    expect(state.finalText).toBe("");
    expect(state.partialText).toBe("blood pressure");
    expect(displayedText(state)).toBe("blood pressure");
  });

  test("an unformatted end-of-turn is still partial; the formatted copy is appended and clears the partial", () => {
    let state = applyTurn(
      emptyTranscript(),
      turn({ transcript: "blood pressure one twenty over eighty", end_of_turn: true }),
      true,
    );
    expect(state.finalText).toBe("");
    expect(state.partialText).toBe("blood pressure one twenty over eighty");
    state = applyTurn(
      state,
      turn({ transcript: "Blood pressure 120/80.", end_of_turn: true, turn_is_formatted: true }),
      true,
    );
    expect(state.finalText).toBe("Blood pressure 120/80.");
    expect(state.partialText).toBe("");
  });

  test("finals are separated by one space", () => {
    let state = applyTurn(
      emptyTranscript("Existing note."),
      turn({ transcript: "First.", end_of_turn: true, turn_is_formatted: true }),
      true,
    );
    state = applyTurn(
      state,
      turn({ transcript: "Second.", end_of_turn: true, turn_is_formatted: true, turn_order: 1 }),
      true,
    );
    expect(state.finalText).toBe("Existing note. First. Second.");
  });

  test("a formatted turn that has not ended shows as partial", () => {
    const state = applyTurn(emptyTranscript(), turn({ transcript: "Blood pressure", turn_is_formatted: true }), true);
    expect(state.finalText).toBe("");
    expect(state.partialText).toBe("Blood pressure");
  });

  test("a repeated final for the same turn is not appended twice", () => {
    const final = turn({ transcript: "No allergies.", end_of_turn: true, turn_is_formatted: true, turn_order: 3 });
    const state = applyTurn(applyTurn(emptyTranscript(), final, true), final, true);
    expect(state.finalText).toBe("No allergies.");
  });
});

describe("formatted turns off", () => {
  test("an ended turn is appended even if unformatted", () => {
    const state = applyTurn(
      emptyTranscript(),
      turn({ transcript: "no known drug allergies", end_of_turn: true }),
      false,
    );
    expect(state.finalText).toBe("no known drug allergies");
    expect(state.partialText).toBe("");
  });

  test("other turns show as partial text", () => {
    const state = applyTurn(emptyTranscript("a"), turn({ transcript: "no known" }), false);
    expect(displayedText(state)).toBe("a no known");
  });
});

test("commitPartial keeps on-screen words and resets turn numbering for the next provider session", () => {
  let state = applyTurn(
    emptyTranscript(),
    turn({ transcript: "One.", end_of_turn: true, turn_is_formatted: true }),
    true,
  );
  state = applyTurn(state, turn({ transcript: "chest pain radiating", turn_order: 1 }), true);
  state = commitPartial(state);
  expect(state.finalText).toBe("One. chest pain radiating");
  // In a new session turn_order starts again at 0 and must be appended.
  state = applyTurn(state, turn({ transcript: "To the left arm.", end_of_turn: true, turn_is_formatted: true }), true);
  expect(state.finalText).toBe("One. chest pain radiating To the left arm.");
});

const final = (transcript: string, turn_order = 0) =>
  turn({ transcript, end_of_turn: true, turn_is_formatted: true, turn_order });

describe("recordings and outages (decisions 040–042)", () => {
  test("each recording starts on a new line after earlier text; within a recording turns are joined by a space", () => {
    let state = beginRecording(emptyTranscript("Typed before."));
    state = applyTurn(state, turn({ transcript: "first words" }), true);
    expect(displayedText(state)).toBe("Typed before.\nfirst words");
    state = applyTurn(state, final("First words."), true);
    state = applyTurn(state, final("Second turn.", 1), true);
    expect(state.finalText).toBe("Typed before.\nFirst words. Second turn.");
    state = applyTurn(beginRecording(state), final("Next recording."), true);
    expect(state.finalText).toBe("Typed before.\nFirst words. Second turn.\nNext recording.");
    // The first recording on an empty transcript starts at the top, not on a blank line.
    expect(applyTurn(beginRecording(emptyTranscript()), final("Hello."), true).finalText).toBe("Hello.");
  });

  test("words still being recognised are told apart from confirmed ones", () => {
    const state = applyTurn(
      applyTurn(emptyTranscript(), final("Confirmed."), true),
      turn({ transcript: "not yet" }),
      true,
    );
    expect(displayedSegments(state)).toEqual([
      { text: "Confirmed. ", confirmed: true },
      { text: "not yet", confirmed: false },
    ]);
  });

  test("an outage's words land in its slot, before what was said after the connection came back", () => {
    let state = applyTurn(emptyTranscript(), final("Before."), true);
    state = applyTurn(state, turn({ transcript: "was being" }), true);
    // The connection goes: what showed as partial waits in the slot, shown as not yet confirmed.
    state = openSlot(state, 1);
    expect(displayedSegments(state)).toEqual([
      { text: "Before. ", confirmed: true },
      { text: "was being", confirmed: false },
    ]);
    expect(state.finalText).toBe("Before.");
    // Back: the live session's words come first in time of arrival, after the slot in the text.
    state = applyTurn(state, final("After."), true);
    state = restartSlot(state, 1);
    state = applySlotTurn(state, 1, turn({ transcript: "was being said" }), true);
    expect(displayedText(state)).toBe("Before. was being said After.");
    state = applySlotTurn(state, 1, final("Was being said."), true);
    state = applySlotTurn(state, 1, final("During.", 1), true);
    expect(state.finalText).toBe("Before. Was being said. During. After.");
    state = closeSlot(state, 1);
    expect(state.finalText).toBe("Before. Was being said. During. After.");
    expect(displayedSegments(state)).toEqual([{ text: "Before. Was being said. During. After.", confirmed: true }]);
  });

  test("a slot with no words yet shows an ellipsis; one whose audio was silence leaves nothing behind", () => {
    let state = openSlot(applyTurn(emptyTranscript(), final("Before."), true), 1);
    expect(displayedSegments(state)).toEqual([
      { text: "Before. ", confirmed: true },
      { text: "…", confirmed: false },
    ]);
    state = closeSlot(applyTurn(state, final("After."), true), 1);
    expect(state.finalText).toBe("Before. After.");
  });

  test("audio lost past the minute kept is marked as a gap with its times, before the slot's words", () => {
    const at = (time: string) => new Date(`2026-03-02T${time}`).getTime();
    let state = openSlot(applyTurn(emptyTranscript(), final("Before."), true), 1);
    state = markGap(state, 1, at("10:32:05"), at("10:32:09"));
    state = markGap(state, 1, at("10:32:05"), at("10:32:15"));
    state = closeSlot(applySlotTurn(state, 1, final("Kept."), true), 1);
    expect(state.finalText).toBe("Before. [No transcript from 10:32:05 to 10:32:15: the connection was lost] Kept.");
    expect(gapMarker(at("10:32:05"), at("10:32:15"))).toBe(
      "[No transcript from 10:32:05 to 10:32:15: the connection was lost]",
    );
  });

  test("a slot that can never be transcribed keeps what showed as partial, then the gap", () => {
    const at = (time: string) => new Date(`2026-03-02T${time}`).getTime();
    let state = applyTurn(emptyTranscript(), turn({ transcript: "chest pain" }), true);
    state = loseSlot(openSlot(state, 1), 1, at("09:00:00"), at("09:00:40"));
    expect(state.finalText).toBe("chest pain [No transcript from 09:00:00 to 09:00:40: the connection was lost]");
  });
});
