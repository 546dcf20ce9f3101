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
  ASSEMBLYAI_STREAMING_URL: z.string().url().default("wss://streaming.assemblyai.com/v3/ws"),
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
  streamingUrl: string;
  allowedOrigins: string[];
};

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
  };
}
