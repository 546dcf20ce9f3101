import assert from "node:assert/strict";
import { DEFAULT_SCRIPT, ScriptPlayer, scriptProblem, type TurnMessage } from "./script.ts";

const texts = (turn: TurnMessage) => turn.words.map((w) => w.text);

Deno.test("DEFAULT_SCRIPT plays: 300 ms words, 700 ms silence, turn k starts where k-1 ended", () => {
  assert.equal(scriptProblem(DEFAULT_SCRIPT), null);
  const player = new ScriptPlayer(DEFAULT_SCRIPT, { formatTurns: true, formatMode: "trailing", loop: false });
  assert.deepEqual(player.advance(299), []);
  const [first] = player.advance(300);
  assert.deepEqual(first.words, [{
    start: 0,
    end: 0,
    text: "patient",
    confidence: 0.61,
    word_is_final: false,
  }]);
  // 8 words end at 2,400 ms; the turn ends after 700 ms more silence.
  assert.equal(player.advance(3099).filter((t) => t.end_of_turn).length, 0);
  const [plain, formatted] = player.advance(3100);
  assert.equal(plain.transcript, "patient reports a dry cough for three days");
  assert.equal(formatted.transcript, "Patient reports a dry cough for three days.");
  const second = player.advance(3400);
  assert.deepEqual(second.map((t) => [t.turn_order, t.words[0].start]), [[1, 3100]]);
});

Deno.test("formatted words borrow timings when ITN changes the word count", () => {
  const script = [{ words: ["review", "in", "one", "week"], formatted: "Review in 1week.", wordMs: 100 }];
  const player = new ScriptPlayer(script, { formatTurns: true, formatMode: "trailing", loop: false });
  const formatted = player.advance(10_000).at(-1)!;
  assert.deepEqual(texts(formatted), ["Review", "in", "1week."]);
  assert.deepEqual(formatted.words.map((w) => [w.start, w.end]), [[0, 80], [100, 180], [200, 380]]);
  assert.ok(formatted.words.every((w) => w.word_is_final));
});

Deno.test("inline mode formats partials with a prefix of the formatted words", () => {
  const script = [{
    words: ["blood", "pressure", "one", "twenty"],
    formatted: "Blood pressure 120.",
    wordMs: 100,
  }];
  const player = new ScriptPlayer(script, { formatTurns: true, formatMode: "inline", loop: false });
  const turns = player.advance(10_000);
  assert.deepEqual(turns.map(texts), [
    ["Blood"],
    ["Blood", "pressure"],
    ["Blood", "pressure"],
    ["Blood", "pressure", "120."],
    ["Blood", "pressure", "120."],
  ]);
  assert.deepEqual(turns.map((t) => t.end_of_turn), [false, false, false, false, true]);
  assert.ok(turns.every((t) => t.turn_is_formatted));
});

Deno.test("endTurn closes only an open turn, and the script stops after its last turn", () => {
  const script = [{ words: ["a", "b", "c"], formatted: "A b c.", wordMs: 100, silenceAfterMs: 100 }];
  const player = new ScriptPlayer(script, { formatTurns: false, formatMode: "trailing", loop: false });
  assert.deepEqual(player.endTurn(50), []);
  player.advance(250);
  const [closed] = player.endTurn(250);
  assert.equal(closed.transcript, "a b");
  assert.equal(closed.utterance, "a b");
  assert.deepEqual(player.advance(100_000), []);
});
