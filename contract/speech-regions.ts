/**
 * Where the speech-to-text provider is reached (docs/speech-provider.md §1.1): the practice's region setting picks
 * the host, unless the operator's ASSEMBLYAI_STREAMING_URL overrides it (tests, a self-hosted proxy). The
 * sidecar streams to this address; the app's connection test asks the same host for a token.
 */
import type { SpeechRegion } from "./settings.ts";

/** The provider's streaming endpoint in each region. */
export const REGION_URLS: Readonly<Record<SpeechRegion, string>> = {
  default: "wss://streaming.assemblyai.com/v3/ws",
  eu: "wss://streaming.eu.assemblyai.com/v3/ws",
  us: "wss://streaming.us.assemblyai.com/v3/ws",
};

/** The provider's streaming address: the operator's override when set (not empty), else the region's. */
export function streamingUrl(region: SpeechRegion, override: string | undefined): string {
  return override || REGION_URLS[region];
}
