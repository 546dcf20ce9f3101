import type OpenAI from "openai";
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
} as const;

export type ChatMessage = { role: "system" | "user"; content: string };

/** Seconds to wait for the model before giving up on a request (the SDK retries 429/5xx once). */
const TIMEOUT_MS = 90_000;

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
    timeout: TIMEOUT_MS,
    maxRetries: 1,
    // Node's own fetch, not remix-serve's polyfill: saved by scripts/lib/app-preload.js when the launcher runs the
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
 * thrown as a Refusal. `signal` stops the request when the clinician goes away.
 */
export async function* streamChat(
  messages: ChatMessage[],
  options: { temperature: number; signal?: AbortSignal },
): AsyncGenerator<string, void, undefined> {
  try {
    const openai = await client();
    const stream = await openai.chat.completions.create(
      { model: config().OPENAI_MODEL, messages, temperature: options.temperature, stream: true },
      { signal: options.signal },
    );
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta?.content;
      if (delta) yield delta;
    }
  } catch (error) {
    if (options.signal?.aborted) return;
    throw await toLanguageModelError(error);
  }
}
