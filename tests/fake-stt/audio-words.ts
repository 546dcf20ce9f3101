/**
 * A listener that hears words in the audio itself, for tests that must prove no audio was lost or repeated
 * (a sidecar restart, a network outage mid-recording): the script only counts milliseconds, so it cannot tell
 * which audio arrived. Here a run of 16-bit samples that all hold the same number n (1–32767) is the word `wn`;
 * zero (or anything below 1) is silence. A value counts once it has held for `minRunMs` (10 ms), so the few
 * samples a browser's resampler smears between a word and the silence around it are not heard as words of their
 * own. A word's `start` and `end` are its first and last sample. A turn ends after `silenceAfterMs` of silence,
 * or on Terminate or ForceEndpoint; a session that ends mid-turn ends with it, as the script's does.
 */
import { type FormatMode, joinWords, type TurnMessage, turnMessage, type TurnWord } from "./script.ts";

const PARTIAL_CONFIDENCE = 0.012;
const FINAL_CONFIDENCE = 0.62;

/** The text of word number `n`. */
function audioWord(n: number): string {
  return `w${n}`;
}

/** Hears `wn` words in s16le audio as it arrives. One per session. */
/**
 * A word as first heard: where it starts in the session's audio (ms), and the silence before it since the last
 * word's last sample (null for the first). A word heard again after less than `MAX_DROPOUT_MS` of silence is a split
 * in the audio (a dropout), not a word said twice: it is heard once, and the session record keeps the split
 * (`dropout`), for whoever reads a failure.
 */
export type HeardWord = { text: string; ms: number; silenceBeforeMs: number | null; dropout?: true };

/**
 * The longest silence inside one word that is still the same word: a dropout. The numbered microphone of the outage
 * tests never says a number twice, so only a dropout splits one; those seen under a starved CPU were 10–130 ms, and a
 * word lasts 300 ms.
 */
const MAX_DROPOUT_MS = 300;

export class AudioWordsPlayer {
  /** Whether the session asked for formatting; `UpdateConfiguration` may change it. */
  formatTurns: boolean;
  readonly #formatMode: FormatMode;
  readonly #silenceAfterMs: number;
  readonly #msPerSample: number;
  readonly #minRunSamples: number;
  readonly #onWord: (word: HeardWord) => void;
  #order = 0;
  #words: TurnWord[] = [];
  /** The value being held now, since when (stream ms), and for how many samples. */
  #runValue = 0;
  #runStart = 0;
  #runLength = 0;
  /** The value heard last (a word's number, or 0 for silence), once it had held long enough. */
  #heard = 0;
  /** Stream time of the last word sample heard. */
  #lastWordMs = 0;

  /** `formatTurns` comes from the session's query; `onWord` hears each new word as it is first sent. */
  constructor(
    options: {
      formatTurns: boolean;
      formatMode: FormatMode;
      sampleRate: number;
      silenceAfterMs?: number;
      minRunMs?: number;
      onWord?: (word: HeardWord) => void;
    },
  ) {
    this.formatTurns = options.formatTurns;
    this.#formatMode = options.formatMode;
    this.#msPerSample = 1000 / options.sampleRate;
    this.#silenceAfterMs = options.silenceAfterMs ?? 700;
    this.#minRunSamples = Math.max(1, Math.round((options.minRunMs ?? 10) / this.#msPerSample));
    this.#onWord = options.onWord ?? (() => {});
  }

  /** Messages due now that `frame` (s16le) has arrived, ending at `streamMs` of audio. */
  advance(streamMs: number, frame: ArrayBuffer): TurnMessage[] {
    const out: TurnMessage[] = [];
    const samples = new Int16Array(frame, 0, frame.byteLength >> 1);
    const msPerSample = this.#msPerSample;
    const startMs = streamMs - samples.length * msPerSample;
    for (let i = 0; i < samples.length; i++) {
      const value = samples[i] > 0 ? samples[i] : 0;
      const at = startMs + i * msPerSample;
      if (value !== this.#runValue) {
        this.#runValue = value;
        this.#runStart = at;
        this.#runLength = 0;
      }
      this.#runLength++;
      if (this.#runLength === this.#minRunSamples && value !== this.#heard) {
        // A word after a long enough silence starts a new turn, wherever the frames happen to begin and end.
        if (
          value > 0 && this.#words.length > 0 && this.#runStart - this.#lastWordMs >= this.#silenceAfterMs
        ) {
          out.push(...this.endTurn(this.#runStart));
        }
        // The same word again after a silence shorter than any pause between words is a dropout inside it (a
        // starved audio thread fills what it missed with silence): a recogniser hears one word, so does this.
        const last = this.#words.at(-1);
        const dropout = value > 0 && last?.text === audioWord(value) &&
          this.#runStart - this.#lastWordMs < MAX_DROPOUT_MS;
        this.#heard = value;
        if (dropout) {
          this.#onWord({
            text: audioWord(value),
            ms: Math.round(this.#runStart),
            silenceBeforeMs: Math.round(this.#runStart - this.#lastWordMs),
            dropout: true,
          });
        } else if (value > 0) {
          const start = Math.round(this.#runStart);
          this.#words.push({
            start,
            end: start,
            text: audioWord(value),
            confidence: 0.95,
            word_is_final: true,
          });
          out.push(this.#partial());
          this.#onWord({
            text: audioWord(value),
            ms: start,
            silenceBeforeMs: this.#lastWordMs === 0 ? null : Math.round(this.#runStart - this.#lastWordMs),
          });
        }
      }
      if (value > 0 && value === this.#heard) {
        this.#lastWordMs = at;
        this.#words[this.#words.length - 1].end = Math.round(at);
      }
    }
    if (this.#words.length > 0 && this.#heard === 0 && streamMs - this.#lastWordMs >= this.#silenceAfterMs) {
      out.push(...this.endTurn(streamMs));
    }
    return out;
  }

  /** Closes the open turn now with the words heard so far (ForceEndpoint, Terminate, a silence). */
  endTurn(_streamMs: number): TurnMessage[] {
    if (this.#words.length === 0) return [];
    const words = this.#words;
    const order = this.#order++;
    this.#words = [];
    // A word still being held when the turn is forced to end is finished: the same samples go on being it.
    this.#heard = 0;
    const text = joinWords(words);
    const common = { order, endOfTurn: true, confidence: FINAL_CONFIDENCE, words };
    if (this.formatTurns && this.#formatMode === "inline") {
      return [turnMessage({ ...common, formatted: true, transcript: text, utterance: text })];
    }
    const out = [turnMessage({ ...common, formatted: false, transcript: text, utterance: text })];
    if (this.formatTurns) {
      out.push(turnMessage({ ...common, formatted: true, transcript: text, utterance: "" }));
    }
    return out;
  }

  #partial(): TurnMessage {
    const inline = this.formatTurns && this.#formatMode === "inline";
    return turnMessage({
      order: this.#order,
      formatted: inline,
      endOfTurn: false,
      words: this.#words.map((word) => ({ ...word })),
      transcript: joinWords(this.#words),
      confidence: PARTIAL_CONFIDENCE,
      utterance: "",
    });
  }
}
