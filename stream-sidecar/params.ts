/**
 * The browser speaks the spec's stream parameters (product.md §7); the provider speaks AssemblyAI v3
 * (docs/speech-provider.md §1.4). Only parameters on this allow-list are passed on; anything else is dropped, and a
 * known parameter with a bad value refuses the stream with a reason the browser can show.
 */
import { MAX_KEY_TERM_LENGTH, MAX_KEY_TERMS } from "../contract/key-terms.ts";

/** Sent explicitly: the provider's default model has changed before (docs/speech-provider.md §1.4). */
export const SPEECH_MODEL = "universal-streaming-english";

export type StreamParams = {
  /** Query string for the provider. */
  providerQuery: URLSearchParams;
  sampleRate: number;
  bytesPerSample: 1 | 2;
  formatTurns: boolean;
};

export type ParamsResult = { ok: true; params: StreamParams } | { ok: false; reason: string };

function parseNumber(value: string, min: number, max: number, integer: boolean): number | null {
  if (!/^-?\d+(\.\d+)?$/.test(value.trim())) return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) return null;
  return n;
}

/** Validates the browser's query and builds the provider's. */
export function mapStreamParams(query: URLSearchParams): ParamsResult {
  const out = new URLSearchParams({ speech_model: SPEECH_MODEL });

  const sampleRateText = query.get("sample_rate") ?? "16000";
  const sampleRate = parseNumber(sampleRateText, 8000, 48000, true);
  if (sampleRate === null) {
    return { ok: false, reason: "sample_rate must be a whole number from 8000 to 48000" };
  }
  out.set("sample_rate", String(sampleRate));

  const encoding = query.get("encoding") ?? "pcm_s16le";
  if (encoding !== "pcm_s16le" && encoding !== "pcm_mulaw") {
    return { ok: false, reason: "encoding must be pcm_s16le or pcm_mulaw" };
  }
  out.set("encoding", encoding);

  const formatText = query.get("format_turns") ?? "true";
  if (formatText !== "true" && formatText !== "false") {
    return { ok: false, reason: "format_turns must be true or false" };
  }
  out.set("format_turns", formatText);

  const confidence = query.get("end_of_turn_confidence_threshold");
  if (confidence !== null) {
    const n = parseNumber(confidence, 0, 1, false);
    if (n === null) return { ok: false, reason: "end_of_turn_confidence_threshold must be from 0 to 1" };
    out.set("end_of_turn_confidence_threshold", String(n));
  }

  // Legacy v2 name (product.md §3): silence that ends an utterance whatever the model's confidence. Its v3
  // equivalent is max_turn_silence (docs/speech-provider.md §1.4).
  const silence = query.get("end_utterance_silence_threshold");
  if (silence !== null) {
    const n = parseNumber(silence, 0, 20000, true);
    if (n === null) {
      return { ok: false, reason: "end_utterance_silence_threshold must be from 0 to 20000 ms" };
    }
    out.set("max_turn_silence", String(n));
  }

  const keyterms = query.get("keyterms_prompt");
  if (keyterms !== null) {
    const terms = parseKeyterms(keyterms);
    if (terms === null) {
      return {
        ok: false,
        reason:
          `keyterms_prompt must be a JSON list of at most ${MAX_KEY_TERMS} terms of 1 to ${MAX_KEY_TERM_LENGTH} characters`,
      };
    }
    if (terms.length > 0) out.set("keyterms_prompt", JSON.stringify(terms));
  }

  return {
    ok: true,
    params: {
      providerQuery: out,
      sampleRate,
      bytesPerSample: encoding === "pcm_mulaw" ? 1 : 2,
      formatTurns: formatText === "true",
    },
  };
}

/** A JSON array of at most MAX_KEY_TERMS non-empty strings of at most MAX_KEY_TERM_LENGTH characters, or null. */
export function parseKeyterms(text: string): string[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length > MAX_KEY_TERMS) return null;
  const terms: string[] = [];
  for (const item of value) {
    if (typeof item !== "string") return null;
    const term = item.trim();
    if (term.length === 0 || term.length > MAX_KEY_TERM_LENGTH) return null;
    terms.push(term);
  }
  return terms;
}
