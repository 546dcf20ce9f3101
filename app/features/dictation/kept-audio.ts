import { OUTAGE_KEPT_MS, PACE_AHEAD_MS } from "../../../contract/stream-backlog.ts";

/**
 * The audio a recording keeps so that an outage loses no words (decision 040). Two kinds:
 *
 * - **Unconfirmed**: frames sent on the live session whose words the provider has not yet confirmed (a final turn
 *   whose last word ends after them). If the connection goes now, the provider's last words for them never come
 *   back, and a frame in flight may not have arrived at all: they are sent again.
 * - **Runs**: what was recorded while frames could not go out (the connection down, or not yet begun), each with a
 *   *slot* in the transcript where its words go once transcribed (transcript.ts). A run is sent as a backlog
 *   (contract/stream-backlog.ts) and let go only once its backlog session has transcribed all of it.
 *
 * At most `OUTAGE_KEPT_MS` (a minute) of audio recorded while the connection was down is kept; past that the
 * oldest goes, and its time is marked as a gap in the transcript.
 */

/**
 * One 100 ms frame of 16 kHz s16le audio, when it was captured (ms since the epoch: its end), and whether it was
 * recorded while frames could not go out (what the minute kept counts).
 */
export type Frame = { data: ArrayBuffer; at: number; ms: number; offline: boolean };

/** A run of audio waiting to be transcribed as a backlog. */
export type Run = {
  id: number;
  frames: Frame[];
  /** The transcript has a slot for it. */
  slot: boolean;
  /** Backlog sessions tried for it so far. */
  attempts: number;
  /** Audio lost from its start (past the minute kept): when, by the clock of its capture. */
  lost: { from: number; to: number } | null;
};

/** What the transcript is told (transcript.ts's slots and gaps). */
export type BacklogEvent =
  | { kind: "opened"; id: number }
  | { kind: "delivering"; id: number }
  | { kind: "done"; id: number }
  | { kind: "gap"; id: number; from: number; to: number }
  | { kind: "lost"; id: number; from: number; to: number };

const SAMPLE_BYTES_PER_MS = 32;
/** Unconfirmed audio kept at most (a turn rarely runs this long without ending). */
const UNCONFIRMED_MAX_MS = 30_000;
/** A frame that ends this soon after the last confirmed word belongs to it (the word's tail). */
const CONFIRM_MARGIN_MS = 100;

/** A frame captured now (`at`: its end). */
export function frameOf(data: ArrayBuffer, at = Date.now()): Frame {
  return { data, at, ms: data.byteLength / SAMPLE_BYTES_PER_MS, offline: false };
}

const startOf = (frame: Frame) => frame.at - frame.ms;

/** The loudness of a frame (root mean square of its samples, 0–32768). */
function level(frame: Frame): number {
  const samples = new Int16Array(frame.data, 0, frame.data.byteLength >> 1);
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

export class KeptAudio {
  /** Frames sent on the live session, with where each ends in that session's audio (ms). */
  #unconfirmed: Array<{ frame: Frame; end: number }> = [];
  #sentMs = 0;
  /** Waiting to be transcribed, oldest first; the last one grows while frames cannot go out. */
  readonly #runs: Run[] = [];
  #growing: Run | null = null;
  #nextId = 1;
  #offlineMs = 0;

  constructor(private readonly emit: (event: BacklogEvent) => void) {}

  /** Runs waiting (the growing one included), oldest first. */
  get runs(): readonly Run[] {
    return this.#runs;
  }

  /** Audio waiting to be transcribed as a backlog, in ms. */
  get backlogMs(): number {
    return this.#runs.reduce((sum, run) => sum + run.frames.reduce((s, f) => s + f.ms, 0), 0);
  }

  /** A new live session has begun: its audio starts at 0. */
  beginSession(): void {
    this.#unconfirmed = [];
    this.#sentMs = 0;
  }

  /** A frame went out on the live session. */
  sent(frame: Frame): void {
    frame.offline = false;
    this.#sentMs += frame.ms;
    this.#unconfirmed.push({ frame, end: this.#sentMs });
    while (this.#sentMs - this.#unconfirmed[0].end + this.#unconfirmed[0].frame.ms > UNCONFIRMED_MAX_MS) {
      this.#unconfirmed.shift();
    }
  }

  /** The provider confirmed the live session's words up to `endMs` of its audio: the frames before are let go. */
  confirm(endMs: number): void {
    const until = endMs + CONFIRM_MARGIN_MS;
    while (this.#unconfirmed.length > 0 && this.#unconfirmed[0].end <= until) this.#unconfirmed.shift();
  }

  /** The live session finished (Termination): everything it was sent has been transcribed. */
  sessionFinished(): void {
    this.#unconfirmed = [];
  }

  /**
   * The connection went: a run starts (with a slot in the transcript) holding the live session's unconfirmed
   * frames, to be sent again, and grows with what is recorded until frames can go out again.
   */
  connectionLost(): void {
    const run = (this.#growing ??= this.#newRun());
    run.frames.unshift(...this.#unconfirmed.map((entry) => entry.frame));
    this.#unconfirmed = [];
    if (!run.slot) {
      run.slot = true;
      this.emit({ kind: "opened", id: run.id });
    }
  }

  /** A frame that cannot go out now (no live session): kept, within the minute. */
  keep(frame: Frame): void {
    const run = (this.#growing ??= this.#newRun());
    frame.offline = true;
    run.frames.push(frame);
    this.#offlineMs += frame.ms;
    while (this.#offlineMs > OUTAGE_KEPT_MS) this.#dropOldest();
  }

  /**
   * A live session has begun: the growing run stops growing, and its last stretch of at most PACE_AHEAD_MS (what
   * the provider takes at once) is handed back to go on the live session — cut before its quietest frame, so no
   * word is split between the two sessions. The rest is a backlog, with a slot in the transcript.
   */
  takeLiveStart(): Frame[] {
    const run = this.#growing;
    this.#growing = null;
    if (!run) return [];
    const frames = run.frames;
    let cut = frames.length;
    let tailMs = 0;
    let quietest = Number.POSITIVE_INFINITY;
    for (let k = frames.length - 1; k >= 0 && tailMs + frames[k].ms <= PACE_AHEAD_MS; k--) {
      tailMs += frames[k].ms;
      if (k === 0) {
        cut = 0;
        break;
      }
      const loudness = level(frames[k]);
      if (loudness <= quietest) {
        quietest = loudness;
        cut = k;
      }
    }
    const live = frames.splice(cut);
    for (const frame of live) if (frame.offline) this.#offlineMs -= frame.ms;
    if (frames.length === 0) this.#finish(run, "done");
    else if (!run.slot) {
      run.slot = true;
      this.emit({ kind: "opened", id: run.id });
    }
    return live;
  }

  /** The oldest run to send as a backlog (not the growing one), or null. */
  nextRun(): Run | null {
    const run = this.#runs[0];
    return run && run !== this.#growing ? run : null;
  }

  /** A backlog session for `run` begins: the slot's earlier words (of a session that failed) are dropped. */
  delivering(run: Run): void {
    run.attempts++;
    this.emit({ kind: "delivering", id: run.id });
  }

  /** `run` has been transcribed in full (done), or cannot be (lost: its time is marked as a gap). */
  finish(run: Run, outcome: "done" | "lost"): void {
    this.#finish(run, outcome);
  }

  /** The recording is over and nothing more can be sent: every run's time is marked as a gap. */
  loseAll(): void {
    this.#growing = null;
    for (const run of [...this.#runs]) {
      if (!run.slot && run.frames.length > 0) {
        run.slot = true;
        this.emit({ kind: "opened", id: run.id });
      }
      this.#finish(run, "lost");
    }
  }

  #newRun(): Run {
    const run: Run = { id: this.#nextId++, frames: [], slot: false, attempts: 0, lost: null };
    this.#runs.push(run);
    return run;
  }

  #finish(run: Run, outcome: "done" | "lost"): void {
    const index = this.#runs.indexOf(run);
    if (index < 0) return;
    this.#runs.splice(index, 1);
    if (this.#growing === run) this.#growing = null;
    for (const frame of run.frames) if (frame.offline) this.#offlineMs -= frame.ms;
    if (!run.slot) return;
    if (run.lost) this.emit({ kind: "gap", id: run.id, from: run.lost.from, to: run.lost.to });
    if (outcome === "done") return this.emit({ kind: "done", id: run.id });
    const first = run.frames[0];
    const from = run.lost?.from ?? (first ? startOf(first) : Date.now());
    const to = run.frames.at(-1)?.at ?? run.lost?.to ?? from;
    this.emit({ kind: "lost", id: run.id, from, to });
  }

  /** Past the minute kept: the oldest frame goes, and its time joins its run's gap. */
  #dropOldest(): void {
    const run = this.#runs[0];
    const frame = run.frames.shift();
    if (!frame) {
      this.#runs.shift();
      return;
    }
    if (frame.offline) this.#offlineMs -= frame.ms;
    const second = Math.floor((run.lost?.to ?? 0) / 1000);
    run.lost = { from: run.lost?.from ?? startOf(frame), to: frame.at };
    if (!run.slot) {
      run.slot = true;
      this.emit({ kind: "opened", id: run.id });
    }
    // The transcript's marker shows whole seconds: told once a second, not ten times.
    if (Math.floor(frame.at / 1000) !== second || run.frames.length === 0) {
      this.emit({ kind: "gap", id: run.id, from: run.lost.from, to: run.lost.to });
    }
    if (run.frames.length === 0 && run !== this.#growing) this.#finish(run, "done");
  }
}
