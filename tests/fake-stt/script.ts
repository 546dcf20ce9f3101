/**
 * Turns a scripted dictation into v3 `Turn` messages as audio arrives (protocol §3.2, §5).
 * Time is stream time: milliseconds of audio received, never wall time.
 */

/** One scripted turn: what the "speaker" says, and how it reads once formatted. */
export type ScriptTurn = {
  /** Unformatted words, as the partials show them ("patient", "reports"). */
  words: string[];
  /** The formatted turn ("Patient reports a dry cough."), split on spaces into formatted words. */
  formatted: string;
  /** Audio needed to "hear" each word. Default 300 ms. */
  wordMs?: number;
  /** Silence after the last word before the turn ends. Default 700 ms. */
  silenceAfterMs?: number;
};

/** `"trailing"`: unformatted end of turn, then a formatted copy (§5.4 A). `"inline"`: every message formatted (§5.4 B). */
export type FormatMode = "trailing" | "inline";

/** A word as it appears in `Turn.words`, keys in the order AssemblyAI sends them. */
export type TurnWord = {
  start: number;
  end: number;
  text: string;
  confidence: number;
  word_is_final: boolean;
};

/** A `Turn` message, keys in the order AssemblyAI sends them (`type` last). */
export type TurnMessage = {
  turn_order: number;
  turn_is_formatted: boolean;
  end_of_turn: boolean;
  transcript: string;
  end_of_turn_confidence: number;
  words: TurnWord[];
  utterance: string;
  type: "Turn";
};

/** Two clinical dictation turns, for tests and the CLI. */
export const DEFAULT_SCRIPT: readonly ScriptTurn[] = [
  {
    words: ["patient", "reports", "a", "dry", "cough", "for", "three", "days"],
    formatted: "Patient reports a dry cough for three days.",
  },
  {
    words: ["no", "fever", "or", "shortness", "of", "breath"],
    formatted: "No fever or shortness of breath.",
  },
  {
    words: ["plan", "chest", "x", "ray", "and", "review", "in", "one", "week"],
    formatted: "Plan: chest X-ray and review in 1 week.",
  },
];

/** Why a script cannot be played, or null when it can. */
export function scriptProblem(script: readonly ScriptTurn[]): string | null {
  for (const [i, turn] of script.entries()) {
    if (!Array.isArray(turn.words) || turn.words.length === 0) {
      return `turn ${i}: words must be a non-empty array`;
    }
    if (typeof turn.formatted !== "string") return `turn ${i}: formatted must be a string`;
    if (turn.wordMs !== undefined && !(turn.wordMs > 0)) return `turn ${i}: wordMs must be above 0`;
    if (turn.silenceAfterMs !== undefined && !(turn.silenceAfterMs >= 0)) {
      return `turn ${i}: silenceAfterMs must be 0 or more`;
    }
  }
  return null;
}

const PARTIAL_CONFIDENCE = 0.012;
const FINAL_CONFIDENCE = 0.62;

/** Plays a script against a growing stream time. One per session. */
export class ScriptPlayer {
  /** Whether the session asked for formatting; `UpdateConfiguration` may change it. */
  formatTurns: boolean;
  readonly #script: readonly ScriptTurn[];
  readonly #formatMode: FormatMode;
  readonly #loop: boolean;
  #index = 0;
  #order = 0;
  #start = 0;
  #heard = 0;

  /** `formatTurns` comes from the session's query; `loop` restarts the script after its last turn. */
  constructor(
    script: readonly ScriptTurn[],
    options: { formatTurns: boolean; formatMode: FormatMode; loop: boolean },
  ) {
    this.#script = script;
    this.formatTurns = options.formatTurns;
    this.#formatMode = options.formatMode;
    this.#loop = options.loop;
  }

  /** Messages due now that `streamMs` of audio has arrived, in order. */
  advance(streamMs: number): TurnMessage[] {
    const out: TurnMessage[] = [];
    for (let turn = this.#current(); turn; turn = this.#current()) {
      const wordMs = turn.wordMs ?? 300;
      const heard = Math.min(turn.words.length, Math.max(0, Math.floor((streamMs - this.#start) / wordMs)));
      while (this.#heard < heard) {
        this.#heard++;
        out.push(this.#partial(turn));
      }
      const endsAt = this.#start + turn.words.length * wordMs + (turn.silenceAfterMs ?? 700);
      if (heard < turn.words.length || streamMs < endsAt) break;
      out.push(...this.#finish(turn));
      this.#next(endsAt);
    }
    return out;
  }

  /**
   * Closes the open turn now with the words heard so far (ForceEndpoint, Terminate). The rest of that
   * scripted turn is skipped; the next scripted turn starts at `streamMs`.
   */
  endTurn(streamMs: number): TurnMessage[] {
    const turn = this.#current();
    if (!turn || this.#heard === 0) return [];
    const out = this.#finish(turn);
    this.#next(streamMs);
    return out;
  }

  #current(): ScriptTurn | undefined {
    return this.#script[this.#index];
  }

  #next(start: number): void {
    this.#start = start;
    this.#heard = 0;
    this.#index++;
    if (this.#index >= this.#script.length && this.#loop) this.#index = 0;
  }

  #inline(): boolean {
    return this.formatTurns && this.#formatMode === "inline";
  }

  #partial(turn: ScriptTurn): TurnMessage {
    const words = this.#inline() ? this.#formattedWords(turn) : this.#plainWords(turn);
    const last = words.length - 1;
    words[last] = { ...words[last], end: words[last].start, confidence: 0.61, word_is_final: false };
    return turnMessage({
      order: this.#order,
      formatted: this.#inline(),
      endOfTurn: false,
      words,
      transcript: joinWords(words.slice(0, -1)),
      confidence: PARTIAL_CONFIDENCE,
      utterance: "",
    });
  }

  #finish(turn: ScriptTurn): TurnMessage[] {
    const order = this.#order++;
    const common = { order, endOfTurn: true, confidence: FINAL_CONFIDENCE };
    if (this.#inline()) {
      const words = this.#formattedWords(turn);
      return [
        turnMessage({
          ...common,
          formatted: true,
          words,
          transcript: joinWords(words),
          utterance: joinWords(words),
        }),
      ];
    }
    const plain = this.#plainWords(turn);
    const out = [
      turnMessage({
        ...common,
        formatted: false,
        words: plain,
        transcript: joinWords(plain),
        utterance: joinWords(plain),
      }),
    ];
    if (this.formatTurns) {
      const words = this.#formattedWords(turn);
      out.push(
        turnMessage({ ...common, formatted: true, words, transcript: joinWords(words), utterance: "" }),
      );
    }
    return out;
  }

  /** The heard words, all final, with their stream timings. */
  #plainWords(turn: ScriptTurn): TurnWord[] {
    const wordMs = turn.wordMs ?? 300;
    return turn.words.slice(0, this.#heard).map((text, i) => {
      const start = this.#start + i * wordMs;
      return {
        start,
        end: start + Math.round(wordMs * 0.8),
        text,
        confidence: finalConfidence(i),
        word_is_final: true,
      };
    });
  }

  /** The formatted words covering the heard words, timings borrowed from the words they stand for. */
  #formattedWords(turn: ScriptTurn): TurnWord[] {
    const plain = this.#plainWords(turn);
    const all = turn.formatted.split(" ").filter((w) => w !== "");
    const n = turn.words.length;
    const m = all.length;
    if (m === 0 || n === 0) return plain;
    const count = this.#heard === n ? m : Math.max(1, Math.min(m, Math.round(this.#heard * m / n)));
    return all.slice(0, count).map((text, j) => {
      const first = Math.min(plain.length - 1, Math.floor(j * n / m));
      const last = Math.min(plain.length - 1, Math.max(first, Math.floor((j + 1) * n / m) - 1));
      return { ...plain[first], end: plain[last].end, text };
    });
  }
}

function finalConfidence(index: number): number {
  return 0.9 + ((index * 37) % 10) / 100;
}

/** The words' texts, space-separated: a transcript. */
export function joinWords(words: TurnWord[]): string {
  return words.map((w) => w.text).join(" ");
}

/** A `Turn` message from its parts, keys in the order AssemblyAI sends them. */
export function turnMessage(parts: {
  order: number;
  formatted: boolean;
  endOfTurn: boolean;
  transcript: string;
  confidence: number;
  words: TurnWord[];
  utterance: string;
}): TurnMessage {
  return {
    turn_order: parts.order,
    turn_is_formatted: parts.formatted,
    end_of_turn: parts.endOfTurn,
    transcript: parts.transcript,
    end_of_turn_confidence: parts.confidence,
    words: parts.words,
    utterance: parts.utterance,
    type: "Turn",
  };
}
