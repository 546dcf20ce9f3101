import type { ApiTestResults, ProviderTestResult } from "./admin-api.ts";
import { config } from "~/platform/config.server.ts";
import { languageModelSdk } from "~/platform/language-model.server.ts";
import { getLanguageModelKey, getSettings, getSpeechToTextKey } from "~/platform/settings.server.ts";
import type { SpeechRegion } from "../../../contract/settings.ts";
import { streamingUrl } from "../../../contract/speech-regions.ts";

/** The provider connection test (Settings → Integrations, POST /api/admin/test-api). */
const TEST_TIMEOUT_MS = 10_000;
export const NOT_CONFIGURED = "Not configured";

/** `wss://host/v3/ws` → `https://host/v3/token?expires_in_seconds=60` (ws → http). */
export function speechToTextTokenUrl(streamingUrl: string): string {
  const url = new URL(streamingUrl);
  const protocol = url.protocol === "ws:" ? "http:" : url.protocol === "wss:" ? "https:" : url.protocol;
  return `${protocol}//${url.host}/v3/token?expires_in_seconds=60`;
}

function rejectedKeyMessage(status: number): string | null {
  if (status === 401) return "The API key was rejected (HTTP 401)";
  if (status === 403) return "The API key is not allowed to do this (HTTP 403)";
  return null;
}

/**
 * Asks the speech-to-text provider for a 60-second streaming token with the key (raw, no Bearer), at the host
 * recordings stream to: the practice's region, unless ASSEMBLYAI_STREAMING_URL overrides it (the sidecar's
 * rule, contract/speech-regions.ts). Messages never contain the key or the provider's response text (which can
 * echo part of it).
 */
export async function testSpeechToText(
  key: string | undefined,
  region: SpeechRegion = "default",
): Promise<ProviderTestResult> {
  if (!key) return { status: "error", message: NOT_CONFIGURED };
  try {
    const response = await fetch(speechToTextTokenUrl(streamingUrl(region, config().ASSEMBLYAI_STREAMING_URL)), {
      headers: { Authorization: key },
      redirect: "error",
      signal: AbortSignal.timeout(TEST_TIMEOUT_MS),
    });
    // Read (and drop) the small body so the connection is released; its text is never passed on.
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return { status: "success", message: "Connected, the key was accepted" };
    return {
      status: "error",
      message: rejectedKeyMessage(response.status) ?? `Unexpected response from the service (HTTP ${response.status})`,
    };
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") {
      return { status: "error", message: "The service did not answer within 10 seconds" };
    }
    return { status: "error", message: "Could not reach the speech-to-text service" };
  }
}

/** Lists the language-model provider's models with the key (OPENAI_BASE_URL honoured). */
export async function testLanguageModel(key: string | undefined): Promise<ProviderTestResult> {
  if (!key) return { status: "error", message: NOT_CONFIGURED };
  const OpenAI = await languageModelSdk();
  const client = new OpenAI({
    apiKey: key,
    baseURL: config().OPENAI_BASE_URL || undefined,
    timeout: TEST_TIMEOUT_MS,
    maxRetries: 0,
  });
  try {
    await client.models.list();
    return { status: "success", message: "Connected, the key was accepted" };
  } catch (error) {
    if (error instanceof OpenAI.APIConnectionTimeoutError) {
      return { status: "error", message: "The service did not answer within 10 seconds" };
    }
    if (error instanceof OpenAI.APIConnectionError) {
      return { status: "error", message: "Could not reach the language-model service" };
    }
    if (error instanceof OpenAI.APIError && typeof error.status === "number") {
      return {
        status: "error",
        message: rejectedKeyMessage(error.status) ?? `Unexpected response from the service (HTTP ${error.status})`,
      };
    }
    return { status: "error", message: "The connection test failed" };
  }
}

/** Tests both providers with the keys in use (saved setting, else the environment's), in the chosen region. */
export async function testApiConnections(): Promise<ApiTestResults> {
  const [assemblyaiKey, openaiKey, { speechRegion }] = await Promise.all([
    getSpeechToTextKey(),
    getLanguageModelKey(),
    getSettings(),
  ]);
  const [assemblyai, openai] = await Promise.all([
    testSpeechToText(assemblyaiKey, speechRegion),
    testLanguageModel(openaiKey),
  ]);
  return { assemblyai, openai };
}
