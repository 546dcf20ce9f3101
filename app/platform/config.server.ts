import { z } from "zod";

const optional = z.string().trim().optional().transform((v) => (v ? v : undefined));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  DATABASE_URL: z.string().min(1, "DATABASE_URL is required (npm start sets it for the embedded database)"),
  SESSION_SECRET: z.string().min(16, "SESSION_SECRET must be at least 16 characters"),
  ENCRYPTION_KEY: z.string().min(16, "ENCRYPTION_KEY must be at least 16 characters"),
  ASSEMBLYAI_API_KEY: optional,
  ASSEMBLYAI_STREAMING_URL: z.string().url().default("wss://streaming.assemblyai.com/v3/ws"),
  ASSEMBLYAI_API_URL: z.string().url().default("https://api.assemblyai.com"),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional,
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  SMTP_URL: optional,
  MAIL_FROM: z.string().default("Notewell <no-reply@notewell.local>"),
  NOTEWELL_DATA_DIR: optional,
  /** The address users reach Notewell at, for links in e-mails (guards against Host-header spoofing). */
  PUBLIC_URL: z.string().url().optional().or(z.literal("").transform(() => undefined)),
});

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

/** The server's configuration, validated once. Never send any of it to the browser: see `getClientEnv`. */
export function getEnv(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  cached = parsed.data;
  return cached;
}

/** Forgets the parsed environment (tests that change a variable call this; the app never does). */
export function clearEnvCache(): void {
  cached = undefined;
}

/** The only configuration the browser sees. Keep it free of secrets. */
export function getClientEnv(): { MODE: Env["NODE_ENV"] } {
  return { MODE: getEnv().NODE_ENV };
}
