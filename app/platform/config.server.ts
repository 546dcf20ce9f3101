import { z } from "zod";
import { ENCRYPTION_KEY_MIN_LENGTH } from "../../contract/envelope.ts";
import { SESSION_SECRET_RULE, sessionSecretsValid } from "../../contract/session-cookie.ts";
import { LEASE_TTL_SECONDS } from "../../contract/stream-leases.ts";
import { parseTrustedProxies } from "../../contract/trusted-proxies.ts";

/**
 * The app's configuration: environment variables, validated once by one schema when the server starts
 * (entry.server.tsx calls `config()` as the build loads; the launcher checks the same schema before it starts
 * the app). An empty variable counts as unset everywhere (compose passes "" for an unset `${X:-}`), so every
 * default applies to it. A problem names the variable.
 */
const optional = z.string().trim().optional();

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
    DATABASE_URL: z.string({ error: "is required (npm start sets it for the embedded database)" }).min(1),
    SESSION_SECRET: z.string({ error: "is required" }).refine(sessionSecretsValid, SESSION_SECRET_RULE),
    ENCRYPTION_KEY: z
      .string({ error: "is required" })
      .min(ENCRYPTION_KEY_MIN_LENGTH, `must be at least ${ENCRYPTION_KEY_MIN_LENGTH} characters`),
    ASSEMBLYAI_API_KEY: optional,
    /**
     * Overrides the admin's region (contract/speech-regions.ts), exactly as it does for the sidecar. Unset (or
     * empty): the Transcription region setting decides.
     */
    ASSEMBLYAI_STREAMING_URL: z.url({ error: "must be a URL" }).optional(),
    ASSEMBLYAI_API_URL: z.url({ error: "must be a URL" }).default("https://api.assemblyai.com"),
    OPENAI_API_KEY: optional,
    OPENAI_BASE_URL: z.url({ error: "must be a URL" }).optional(),
    OPENAI_MODEL: z.string().trim().min(1).default("gpt-4o-mini"),
    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    SMTP_URL: z.url({ error: "must be a URL such as smtps://user:pass@host:465" }).optional(),
    MAIL_FROM: z.string().default("Notewell <no-reply@notewell.local>"),
    NOTEWELL_DATA_DIR: optional,
    /**
     * The sidecar's lease TTL (the same variable it reads; compose passes it to both): a lease older than this
     * is not a live recording. Unset: the contract's default.
     */
    LEASE_TTL_SECONDS: z.coerce
      .number({ error: "must be a number of seconds" })
      .min(LEASE_TTL_SECONDS.min, `must be at least ${LEASE_TTL_SECONDS.min}`)
      .max(LEASE_TTL_SECONDS.max, `must be at most ${LEASE_TTL_SECONDS.max}`)
      .default(LEASE_TTL_SECONDS.default),
    /**
     * The address users reach Notewell at. Every absolute URL (the links in e-mails) is built from it, never from a
     * request's Host header, which anyone can forge. Required in production; `npm start` sets it to the address it
     * prints.
     */
    PUBLIC_URL: z.url({ error: "must be a URL such as https://notewell.practice.nhs.uk" }).optional(),
    /**
     * The proxies in front (addresses and CIDR ranges, comma-separated), the same list the sidecar reads: the
     * client is the first address from the right of X-Forwarded-For that is not one of them.
     */
    TRUSTED_PROXIES: z
      .string()
      .default("")
      .transform((list, context) => {
        try {
          return parseTrustedProxies(list);
        } catch (error) {
          context.addIssue({ code: "custom", message: (error as Error).message });
          return z.NEVER;
        }
      }),
  })
  .superRefine((config, context) => {
    if (config.NODE_ENV === "production" && !config.PUBLIC_URL) {
      context.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message:
          "is required in production: the address users reach Notewell at, e.g. https://notewell.practice.nhs.uk (links in e-mails use it)",
      });
    }
  });

export type Config = z.infer<typeof ConfigSchema>;

/** Where Notewell runs when nothing says otherwise (development and tests only: production must set PUBLIC_URL). */
const LOCAL_URL = "http://localhost:3000";

/** The address users reach Notewell at, without a trailing slash: the base of every absolute URL. */
export function publicUrl(): string {
  return (config().PUBLIC_URL ?? LOCAL_URL).replace(/\/+$/, "");
}

/** Thrown at start when the environment is wrong; its message lists each variable and what is wrong with it. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Notewell cannot start: the configuration is not valid.\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Validates an environment (empty values count as unset) and returns the typed configuration. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const parsed = ConfigSchema.safeParse(given);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`));
  return parsed.data;
}

let cached: Config | undefined;

/** The server's configuration, validated on first use. Never send any of it to the browser. */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Forgets the parsed configuration (tests that change a variable call this; the app never does). */
export function forgetConfig(): void {
  cached = undefined;
}
