import { z } from "zod";
import { ENCRYPTION_KEY_MIN_LENGTH } from "../contract/envelope.ts";
import { parseSessionSecrets, SESSION_SECRET_RULE, sessionSecretsValid } from "../contract/session-cookie.ts";
import type { SpeechRegion } from "../contract/settings.ts";
import { streamingUrl } from "../contract/speech-regions.ts";
import { DRAIN_GRACE_SECONDS } from "../contract/stop-grace.ts";
import { HEARTBEAT_MS, LEASE_TTL_SECONDS } from "../contract/stream-leases.ts";
import { parseTrustedProxies, type TrustedProxies } from "../contract/trusted-proxies.ts";
import { DEFAULT_MAX_BODY_BYTES } from "./forward.ts";

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Where every request that is not /ws-proxy or /healthz is forwarded. */
  APP_URL: z.string().url().default("http://127.0.0.1:3001"),
  DATABASE_URL: z.string().min(1),
  SESSION_SECRET: z.string().refine(sessionSecretsValid, SESSION_SECRET_RULE),
  ENCRYPTION_KEY: z.string().min(ENCRYPTION_KEY_MIN_LENGTH),
  ASSEMBLYAI_API_KEY: z.string().optional(),
  /** Overrides the region setting (tests, a self-hosted proxy). Unset: the admin's region choice decides. */
  ASSEMBLYAI_STREAMING_URL: z.string().url().optional(),
  /** Seconds running streams may finish in after SIGTERM before they are ended (then reconnect elsewhere). */
  DRAIN_GRACE_SECONDS: z.coerce.number().min(DRAIN_GRACE_SECONDS.min).max(DRAIN_GRACE_SECONDS.max).default(
    DRAIN_GRACE_SECONDS.default,
  ),
  /** How often a replica refreshes its stream leases and re-checks their users (ms). */
  HEARTBEAT_MS: z.coerce.number().int().min(HEARTBEAT_MS.min).max(HEARTBEAT_MS.max).default(
    HEARTBEAT_MS.default,
  ),
  /** A lease older than this belongs to a dead replica and frees its slot (s). Keep it ≥ 3 heartbeats. */
  LEASE_TTL_SECONDS: z.coerce.number().min(LEASE_TTL_SECONDS.min).max(LEASE_TTL_SECONDS.max).default(
    LEASE_TTL_SECONDS.default,
  ),
  /**
   * How long a recording may send no audio at all before it is ended to free its slot (s; decision 027). Five
   * minutes, the browser's own "no transcription" warning; the browser tests shorten it.
   */
  NO_AUDIO_SECONDS: z.coerce.number().int().min(5).max(3600).default(300),
  /** The site's public address: its origin may post besides the one a request reached (decision 028). */
  PUBLIC_URL: z.string().url().optional(),
  /** Extra origins allowed to open /ws-proxy besides the page's own host (comma-separated). */
  ALLOWED_ORIGINS: z.string().default(""),
  /** The largest request body forwarded to the app (bytes); larger ones are answered 413 (decision 026). */
  MAX_BODY_BYTES: z.coerce.number().int().min(1024).max(1024 * 1024 * 1024).default(DEFAULT_MAX_BODY_BYTES),
  /** The bearer token /metrics asks for. Unset: /metrics answers only on this machine (decision 026). */
  METRICS_TOKEN: z.string().min(16, "use at least 16 characters (e.g. openssl rand -hex 32)").optional(),
  /**
   * The proxies in front of the sidecar whose X-Forwarded-For/-Proto/-Host are believed (comma-separated
   * addresses and CIDR ranges). Unset: none; the sidecar reports what it saw itself (decision 026).
   */
  TRUSTED_PROXIES: z.string().default("").transform((list, context) => {
    try {
      return parseTrustedProxies(list);
    } catch (error) {
      context.addIssue({ code: "custom", message: (error as Error).message });
      return z.NEVER;
    }
  }),
});

export type SidecarConfig = {
  port: number;
  host: string;
  appUrl: URL;
  databaseUrl: string;
  sessionSecrets: string[];
  encryptionKey: string;
  envSpeechKey: string | undefined;
  streamingUrl: string | undefined;
  allowedOrigins: string[];
  drainGraceMs: number;
  heartbeatMs: number;
  leaseTtlSeconds: number;
  noAudioSeconds: number;
  trustedProxies: TrustedProxies;
  maxBodyBytes: number;
  metricsToken: string | undefined;
  publicUrl: string | undefined;
};

/** Reads and validates the sidecar's environment once; throws a readable error listing what is wrong. */
export function loadConfig(env: Record<string, string | undefined>): SidecarConfig {
  // An empty variable is an unset one (compose passes "" for an unset `${X:-}`): one rule, as in the app.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  const parsed = ConfigSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid sidecar environment:\n${problems}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    appUrl: new URL(c.APP_URL),
    databaseUrl: c.DATABASE_URL,
    sessionSecrets: parseSessionSecrets(c.SESSION_SECRET),
    encryptionKey: c.ENCRYPTION_KEY,
    envSpeechKey: c.ASSEMBLYAI_API_KEY,
    streamingUrl: c.ASSEMBLYAI_STREAMING_URL,
    allowedOrigins: c.ALLOWED_ORIGINS.split(",").map((o) => o.trim()).filter(Boolean),
    drainGraceMs: c.DRAIN_GRACE_SECONDS * 1000,
    heartbeatMs: c.HEARTBEAT_MS,
    leaseTtlSeconds: c.LEASE_TTL_SECONDS,
    noAudioSeconds: c.NO_AUDIO_SECONDS,
    trustedProxies: c.TRUSTED_PROXIES,
    maxBodyBytes: c.MAX_BODY_BYTES,
    metricsToken: c.METRICS_TOKEN,
    publicUrl: c.PUBLIC_URL,
  };
}

/**
 * The provider's streaming address: the operator's override if set, else the practice's chosen region
 * (contract/speech-regions.ts: the app's connection test decides the same way).
 */
export function providerBaseUrl(config: Pick<SidecarConfig, "streamingUrl">, region: SpeechRegion): string {
  return streamingUrl(region, config.streamingUrl);
}
