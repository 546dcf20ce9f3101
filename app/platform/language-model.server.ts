import type OpenAI from "openai";
import { DOCUMENT_DEADLINE_SECONDS } from "../../contract/stop-grace.ts";
import { getLanguageModelKey } from "~/platform/settings.server.ts";
import { config } from "~/platform/config.server.ts";
import { singleton } from "~/platform/singleton.server.ts";
import { Refusal } from "./errors.ts";

/** Messages a clinician can act on; never a provider's raw error or a stack trace. */
export const MODEL_ERRORS = {
  notConfigured:
    "The AI service is not set up yet. Please ask your practice administrator to add a language-model API key in Settings.",
  credentials: "The AI service rejected Notewell's credentials. Please contact your practice administrator.",
  busy: "The AI service is busy at the moment. Please try again in a minute.",
  unavailable: "The AI service is not responding. Please try again shortly.",
  tooLong: "This text is too long for the AI service to process in one go. Please shorten it and try again.",
  rejected: "The AI service could not process this request. Please try again.",
  tooSlow: "The AI service took too long to write this. Please try again.",
} as const;

export type ChatMessage = { role: "system" | "user"; content: string };

/**
 * One deadline for a whole document: every attempt (the SDK retries 429/5xx once) and the text it streams, which
 * the SDK's own per-attempt timeout stops covering once the answer has started. It keeps a document from outliving
 * the app's stop grace (contract/stop-grace.ts). An attempt that has not started answering within the attempt
 * timeout is tried again, inside the deadline.
 */
const DEADLINE_MS = DOCUMENT_DEADLINE_SECONDS * 1000;
const ATTEMPT_TIMEOUT_MS = 60_000;

/**
 * The language-model SDK, loaded when first used (a document, the admin's connection test) rather than at start:
 * it is the largest of the app's dependencies (decision 035).
 */
export async function languageModelSdk(): Promise<typeof OpenAI> {
  return (await import("openai")).default;
}

async function client(): Promise<OpenAI> {
  const apiKey = await getLanguageModelKey();
  if (!apiKey) throw new Refusal({ code: "unavailable", message: MODEL_ERRORS.notConfigured });
  const env = config();
  const OpenAI = await languageModelSdk();
  return new OpenAI({
    apiKey,
    baseURL: env.OPENAI_BASE_URL || undefined,
    timeout: ATTEMPT_TIMEOUT_MS,
    maxRetries: 1,
    // Node's own fetch, not Remix's polyfill: saved by scripts/lib/app-preload.js when the launcher runs the
    // app; elsewhere (tests, remix dev) none is saved and the current fetch is used.
    fetch: singleton<typeof fetch | undefined>("native-fetch", () => undefined) ?? globalThis.fetch,
  });
}

/** Maps any failure of the SDK to a Refusal with a message for the clinician. */
async function toLanguageModelError(error: unknown): Promise<Refusal> {
  if (error instanceof Refusal) return error;
  const OpenAI = await languageModelSdk();
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIConnectionError) {
    return new Refusal({ code: "unavailable", message: MODEL_ERRORS.unavailable });
  }
  if (error instanceof OpenAI.APIError) {
    const status = error.status ?? 0;
    if (status === 401 || status === 403)
      return new Refusal({ code: "provider-failed", message: MODEL_ERRORS.credentials });
    if (status === 429) return new Refusal({ code: "unavailable", message: MODEL_ERRORS.busy });
    if (status === 400 && /context|too long|maximum/i.test(error.message)) {
      return new Refusal({ code: "too-large", message: MODEL_ERRORS.tooLong });
    }
    if (status >= 500) return new Refusal({ code: "unavailable", message: MODEL_ERRORS.unavailable });
    return new Refusal({ code: "provider-failed", message: MODEL_ERRORS.rejected });
  }
  return new Refusal({ code: "unavailable", message: MODEL_ERRORS.unavailable });
}

/**
 * Streams a chat completion: yields text as the model writes it. Failures (before or during the stream) are
 * thrown as a Refusal; so is a document the deadline cut short (never passed off as a shorter one). `signal`
 * stops the request when the clinician goes away.
 */
export async function* streamChat(
  messages: ChatMessage[],
  options: { temperature: number; signal?: AbortSignal },
): AsyncGenerator<string, void, undefined> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), DEADLINE_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline.signal]) : deadline.signal;
  const tooSlow = () => new Refusal({ code: "unavailable", message: MODEL_ERRORS.tooSlow });
  try {
    const openai = await client();
    const stream = await openai.chat.completions.create(
      { model: config().OPENAI_MODEL, messages, temperature: options.temperature, stream: true },
      { signal },
    );
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta?.content;
      if (delta) yield delta;
    }
  } catch (error) {
    if (options.signal?.aborted) return;
    if (deadline.signal.aborted) throw tooSlow();
    throw await toLanguageModelError(error);
  } finally {
    clearTimeout(timer);
  }
  // The SDK ends a stream quietly when its signal aborts.
  if (deadline.signal.aborted && !options.signal?.aborted) throw tooSlow();
}
