import { describe, expect, test } from "vitest";
import { applyTurn, commitPartial, displayedText, emptyTranscript, type TurnMessage } from "./transcript.ts";

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
