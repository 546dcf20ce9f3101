import type { FormatMode, ScriptTurn } from "./script.ts";

/**
 * Misbehaviour for one session. Queued in `FakeSttOptions.faults`; each new WebSocket session takes the
 * next one, so a test can say "the next session drops, the one after behaves".
 */
export type Fault = {
  /**
   * `{ http }`: reject the upgrade with that plain HTTP status. `{ code, reason }`: upgrade, then close with
   * that code before `Begin`, after an `Error` frame when `errorFrame` is true.
   */
  refuse?: { http: number } | { code: number; reason: string; errorFrame?: boolean };
  /** Send `Begin` this long after the upgrade; audio sent meanwhile is accepted and its turns held. */
  delayBeginMs?: number;
  /** Never send `Begin`. */
  noBegin?: boolean;
  /** Once this much audio has arrived, drop the TCP connection with no close frame (client sees 1006). */
  dropAfterAudioMs?: number;
  /** Once this much audio has arrived, close with this code (after an `Error` frame when asked). */
  closeAfterAudioMs?: { ms: number; code: number; reason: string; errorFrame?: boolean };
};

/** How the fake behaves. Everything but `apiKey` has a default. */
export type FakeSttOptions = {
  /** The key `Authorization` must carry (raw, no `Bearer`), and that `/v3/token` requires. */
  apiKey: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  hostname?: string;
  /** What the "speaker" says. Default `DEFAULT_SCRIPT`. */
  script?: ScriptTurn[];
  /** How `format_turns=true` sessions are formatted. Default "trailing". */
  formatMode?: FormatMode;
  /**
   * How far the audio a session has received may run ahead of the time since its Begin before the session is
   * closed with 3007 "Audio Transmission Rate Exceeded" (docs/speech-provider.md §4.1: audio must come at about
   * real time). Default `DEFAULT_RATE_LOOKAHEAD_SECONDS` (2 s): a backlog sent at once is refused, as the
   * provider refuses it.
   */
  rateLookaheadSeconds?: number;
  /** Answer every binary frame with `{"type":"Echo","seq":n,"bytes":len}` and nothing else. */
  echo?: boolean;
  /** Start the script again after its last turn (turn_order keeps counting). */
  loopScript?: boolean;
  /**
   * Hear the words in the audio instead of playing the script (audio-words.ts): a run of s16le samples all
   * equal to n is the word `wn`, so a test can tell exactly which audio arrived.
   */
  wordsInAudio?: boolean;
  /** Faults for the next sessions, one each, in order. */
  faults?: Fault[];
};

/** What the fake saw of one WebSocket session: the thing tests assert on. */
export type SessionRecord = {
  /** The id sent in `Begin`. */
  id: string;
  /** The upgrade request's whole query string, unknown parameters included. */
  query: Record<string, string>;
  /** Query parameters that v3 does not document (protocol §1.4), e.g. `end_utterance_silence_threshold`. */
  unknownParams: string[];
  authorized: boolean;
  authMethod: "header" | "token" | null;
  /** The fault this session took from the queue. */
  fault: Fault | null;
  /** 101 when upgraded, else the HTTP status of a `refuse: { http }` fault. */
  httpStatus: number;
  bytesReceived: number;
  /** Binary frames received. */
  frames: number;
  /** s16le frames with an odd byte count (accepted). */
  oddByteFrames: number;
  minFrameMs: number | null;
  maxFrameMs: number | null;
  /** Audio accepted, in ms: the stream time the script runs on. */
  audioMs: number;
  /** Largest absolute sample, 0..1. */
  peak: number;
  /** Root mean square level, 0..1. */
  rms: number;
  /** peak < 0.01. */
  silent: boolean;
  /** From the query, or the last `UpdateConfiguration` (terms over 50 chars dropped). */
  keyterms: string[];
  /** Every text frame the client sent, raw (first 1,000). */
  messagesReceived: string[];
  /** Text frames the fake sent, `Begin` and `Error` included. */
  messagesSent: number;
  /**
   * wordsInAudio: each word as the fake first sent it (in a partial), with when (epoch ms), in order; at most
   * 5,000. Empty when the script plays.
   */
  heard: Array<{ word: string; at: number; ms: number; silenceBeforeMs: number | null; dropout?: true }>;
  /** The client sent `Terminate`. */
  terminated: boolean;
  closeCode: number | null;
  closeReason: string | null;
  closedBy: "server" | "client" | null;
  /** Epoch ms. */
  startedAt: number;
  endedAt: number | null;
  wallMs: number | null;
};
