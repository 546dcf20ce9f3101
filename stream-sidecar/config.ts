import { z } from "zod";

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Where every request that is not /ws-proxy or /healthz is forwarded. */
  APP_URL: z.string().url().default("http://127.0.0.1:3001"),
  DATABASE_URL: z.string().min(1),
  SESSION_SECRET: z.string().min(16),
  ENCRYPTION_KEY: z.string().min(16),
  ASSEMBLYAI_API_KEY: z.string().optional().transform((v) => v || undefined),
  /** Overrides the region setting (tests, a self-hosted proxy). Unset: the admin's region choice decides. */
  ASSEMBLYAI_STREAMING_URL: z.string().url().optional().or(z.literal("").transform(() => undefined)),
  /** Seconds running streams may finish in after SIGTERM before they are ended (then reconnect elsewhere). */
  DRAIN_GRACE_SECONDS: z.coerce.number().min(0).max(3600).default(25),
  /** How often a replica refreshes its stream leases and re-checks their users (ms). */
  HEARTBEAT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  /** A lease older than this belongs to a dead replica and frees its slot (s). Keep it ≥ 3 heartbeats. */
  LEASE_TTL_SECONDS: z.coerce.number().min(1).max(600).default(45),
  /** Extra origins allowed to open /ws-proxy besides the page's own host (comma-separated). */
  ALLOWED_ORIGINS: z.string().default(""),
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
};

/** The provider's streaming endpoints by region (stt-protocol.md §1.1). */
export const REGION_URLS = {
  default: "wss://streaming.assemblyai.com/v3/ws",
  eu: "wss://streaming.eu.assemblyai.com/v3/ws",
  us: "wss://streaming.us.assemblyai.com/v3/ws",
} as const;

/** Reads and validates the sidecar's environment once; throws a readable error listing what is wrong. */
export function loadConfig(env: Record<string, string | undefined>): SidecarConfig {
  const parsed = ConfigSchema.safeParse(env);
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
    sessionSecrets: c.SESSION_SECRET.split(","),
    encryptionKey: c.ENCRYPTION_KEY,
    envSpeechKey: c.ASSEMBLYAI_API_KEY,
    streamingUrl: c.ASSEMBLYAI_STREAMING_URL,
    allowedOrigins: c.ALLOWED_ORIGINS.split(",").map((o) => o.trim()).filter(Boolean),
    drainGraceMs: c.DRAIN_GRACE_SECONDS * 1000,
    heartbeatMs: c.HEARTBEAT_MS,
    leaseTtlSeconds: c.LEASE_TTL_SECONDS,
  };
}

/** The provider's streaming address: the operator's override if set, else the practice's chosen region. */
export function providerBaseUrl(
  config: Pick<SidecarConfig, "streamingUrl">,
  region: keyof typeof REGION_URLS,
): string {
  return config.streamingUrl ?? REGION_URLS[region];
}
