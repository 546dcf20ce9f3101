/** Shared set-up for the sidecar's integration tests: a real database, the fake provider, a running sidecar. */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { SIDECAR_PERMISSIONS } from "../contract/sidecar-permissions.ts";
import { sessionCookiePair, verifySessionCookie } from "../contract/session-cookie.ts";
import { type SettingKey, SETTINGS } from "../contract/settings.ts";
import { type FakeStt, type FakeSttOptions, startFakeStt } from "../tests/fake-stt/server.ts";
import { QUICK_SCRIPT, TestClient } from "../tests/fake-stt/testing.ts";
import { loadConfig } from "./config.ts";
import { type Sidecar, type SidecarOptions, startSidecar } from "./server.ts";

export const SECRET = "sidecar-test-secret-0123456789";
export const SPEECH_KEY = "sidecar-test-speech-key";
export const SPEC_QUERY = "sample_rate=16000&format_turns=true&encoding=pcm_s16le" +
  "&end_utterance_silence_threshold=2000&end_of_turn_confidence_threshold=0.3" +
  // A guest's page states the clinician's answer about consent (decision 060); a user's is on their consultation.
  "&consent=patient";

/** Stores one setting's value as text, as the app's settings form would. */
/** The migrated test database npm test names for the sidecar's tests. */
export const databaseUrl = () => {
  const url = Deno.env.get("DATABASE_URL");
  if (!url) throw new Error("DATABASE_URL must name a migrated test database (npm test sets it)");
  return url;
};

export async function setSetting(pool: pg.Pool, key: SettingKey, value: string): Promise<void> {
  await pool.query("UPDATE system_settings SET value = $2 WHERE key = $1", [key, value]);
}

/** Puts settings back to the registry's defaults (what the other tests expect). */
export async function resetSettings(pool: pg.Pool, keys: SettingKey[]): Promise<void> {
  for (const key of keys) await setSetting(pool, key, String(SETTINGS[key].default));
}

export type SidecarHarness = {
  sidecar: Sidecar;
  fake: FakeStt;
  pool: pg.Pool;
  origin: string;
  /** A user with a live session (or a guest session); returns the Cookie header. */
  session: (
    options?: { active?: boolean; expired?: boolean; guest?: boolean; consented?: boolean },
  ) => Promise<string>;
  /** Opens /ws-proxy as a browser on our own page would (Origin = our host). */
  browser: (options?: { cookie?: string; origin?: string; query?: string }) => Promise<TestClient>;
};

/**
 * A user with a live session (or an expired one, or an inactive user), or a guest session (no user, as the
 * app starts one for "Continue as guest"); returns the Cookie header.
 */
export async function seedSession(
  pool: pg.Pool,
  { active = true, expired = false, guest = false, consented = true }: {
    active?: boolean;
    expired?: boolean;
    guest?: boolean;
    /** A user's current consultation holds the patient's consent (decision 060); false: they have none. */
    consented?: boolean;
  } = {},
): Promise<string> {
  let userId: number | null = null;
  if (!guest) {
    const email = `sidecar-${randomBytes(6).toString("hex")}@test.nhs.uk`;
    const { rows } = await pool.query<{ id: number }>(
      "INSERT INTO users (email, is_active) VALUES ($1, $2) RETURNING id",
      [email, active],
    );
    userId = rows[0].id;
    if (consented) await giveConsent(pool, userId, "patient");
  }
  const sid = randomBytes(24).toString("base64url");
  await pool.query(
    `INSERT INTO sessions (sid, sess, expire, user_id) VALUES ($1, $2, now() + ($3 || ' minutes')::interval, $4)`,
    [sid, JSON.stringify(guest ? { guest: true } : { userId }), expired ? "-1" : "60", userId],
  );
  return sessionCookiePair(sid, SECRET);
}

/**
 * What the app's recordConsent does (decision 060): a new consultation holding the clinician's answer, made the
 * user's current one — the one the sidecar checks before a recording starts.
 */
export async function giveConsent(
  pool: pg.Pool,
  userId: number,
  kind: "patient" | "clinician",
): Promise<void> {
  await pool.query(
    `WITH made AS (
       INSERT INTO consultations (id, user_id, content, consent, consent_at)
       VALUES (gen_random_uuid(), $1, 'sealed record', $2, now()) RETURNING id
     )
     UPDATE users SET current_consultation_id = (SELECT id FROM made) WHERE id = $1`,
    [userId, kind],
  );
}

/** The session id inside a cookie minted by seedSession. */
export function sessionIdOf(cookie: string): string {
  const sid = verifySessionCookie(cookie, [SECRET]);
  if (!sid) throw new Error("test setup: not a cookie seedSession minted");
  return sid;
}

/** The user id behind a cookie minted by seedSession. */
export async function userIdOf(pool: pg.Pool, cookie: string): Promise<number> {
  const { rows } = await pool.query<{ user_id: number }>("SELECT user_id FROM sessions WHERE sid = $1", [
    sessionIdOf(cookie),
  ]);
  return rows[0].user_id;
}

/** Opens /ws-proxy as a browser on our own page would. */
export async function openBrowser(
  port: number,
  { cookie, origin, query = SPEC_QUERY }: { cookie?: string; origin?: string; query?: string } = {},
): Promise<TestClient> {
  const headers: Record<string, string> = { Origin: origin ?? `http://127.0.0.1:${port}` };
  if (cookie) headers.Cookie = cookie;
  const client = new TestClient(`ws://127.0.0.1:${port}/ws-proxy?${query}`, { headers });
  await client.opened;
  return client;
}

/** A sidecar as a real process (what runs in production), for tests that kill, signal or restart it. */
export type SidecarProcess = {
  port: number;
  child: Deno.ChildProcess;
  logs: string[];
  /** Sends a signal and waits for the exit code. */
  stop: (signal?: Deno.Signal) => Promise<number>;
};

export async function spawnSidecar(options: {
  databaseUrl: string;
  providerUrl: string;
  env?: Record<string, string>;
}): Promise<SidecarProcess> {
  const listener = Deno.listen({ port: 0, hostname: "127.0.0.1" });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      // Exactly what production runs it with: a permission the sidecar lacks fails these tests.
      ...SIDECAR_PERMISSIONS,
      new URL("./main.ts", import.meta.url).pathname,
    ],
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: "http://127.0.0.1:9",
      DATABASE_URL: options.databaseUrl,
      SESSION_SECRET: SECRET,
      ENCRYPTION_KEY: "sidecar-test-encryption-key",
      ASSEMBLYAI_STREAMING_URL: options.providerUrl,
      ASSEMBLYAI_API_KEY: SPEECH_KEY,
      ...options.env,
    },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const logs: string[] = [];
  const collect = async (stream: ReadableStream<Uint8Array>) => {
    for await (const chunk of stream.pipeThrough(new TextDecoderStream())) {
      logs.push(...chunk.split("\n").filter(Boolean));
    }
  };
  const collecting = Promise.all([collect(child.stdout), collect(child.stderr)]);
  for (let i = 0;; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      await response.body?.cancel();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (i > 200) throw new Error(`sidecar did not start:\n${logs.join("\n")}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    child,
    logs,
    stop: async (signal = "SIGTERM") => {
      try {
        child.kill(signal);
      } catch {
        // already gone
      }
      const status = await child.status;
      await collecting;
      return status.code;
    },
  };
}

/** Runs `test` against a sidecar wired to the test database and a fresh fake provider. */
export async function withSidecar(
  options: {
    fake?: Partial<FakeSttOptions>;
    speechKey?: string | null;
    sidecar?: SidecarOptions;
    /** Relay to this provider instead of the fake (tests with a misbehaving provider of their own). */
    providerUrl?: string;
    /** More of the sidecar's environment (METRICS_TOKEN, MAX_BODY_BYTES…). */
    env?: Record<string, string>;
  },
  test: (harness: SidecarHarness) => Promise<void>,
): Promise<void> {
  const databaseUrl = Deno.env.get("DATABASE_URL");
  if (!databaseUrl) throw new Error("DATABASE_URL must name a migrated test database (npm test sets it)");
  const fake = await startFakeStt({ apiKey: SPEECH_KEY, script: QUICK_SCRIPT, ...options.fake });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    APP_URL: "http://127.0.0.1:9",
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: SECRET,
    ENCRYPTION_KEY: "sidecar-test-encryption-key",
    ASSEMBLYAI_STREAMING_URL: options.providerUrl ?? fake.url,
    ...(options.speechKey === null ? {} : { ASSEMBLYAI_API_KEY: options.speechKey ?? SPEECH_KEY }),
    ...options.env,
  });
  const sidecar = await startSidecar(config, { log: () => {}, ...options.sidecar });
  const origin = `http://127.0.0.1:${sidecar.port}`;
  const clients: TestClient[] = [];
  const harness: SidecarHarness = {
    sidecar,
    fake,
    pool,
    origin,
    session: (options) => seedSession(pool, options),
    async browser({ cookie, origin: from = origin, query = SPEC_QUERY } = {}) {
      const client = await openBrowser(sidecar.port, { cookie, origin: from, query });
      clients.push(client);
      return client;
    },
  };
  try {
    await test(harness);
  } finally {
    for (const client of clients) await client.close();
    await sidecar.shutdown();
    await fake.close();
    await pool.end();
  }
}
