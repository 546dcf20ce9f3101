/**
 * The deployment as ops run it, without a Docker daemon: compose.yaml and the Dockerfile are read (with a YAML
 * library, compose's interpolation rules included — an unset `${X:-}` is the empty string), each service's
 * command runs as its own process with exactly the environment its container would get (the image's ENV, then
 * compose's `environment`), against a PostgreSQL the app does not start, and a smoke path goes through the
 * sidecar's published port: sign in as the first admin, make a document, receive a reset mail, dictate, and
 * restart the sidecar during a recording. Only what a container network changes is changed: host names and
 * ports (`postgres:5432`, `app:3000`, the published 8080) become this machine's, and the image's data paths
 * become temporary folders.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import WebSocket from "ws";
import { CloseCode } from "../../contract/close-codes.ts";
import { dropDatabase, ensureDatabase } from "../../db/embedded-postgres.ts";
import { freePort } from "../../scripts/lib/free-port.ts";
import { stopGraceMs } from "../../scripts/lib/services.ts";
import { startFakeOpenAi, type FakeOpenAi } from "../fake-openai/server.ts";
import { startMailbox, type Mailbox } from "../setup/mailbox.ts";
import { durationSeconds, readCompose, readDockerfile, serviceEnvironment } from "./compose.ts";

const root = path.resolve(import.meta.dirname, "..", "..");
const baseUrl = inject("databaseBaseUrl");
const SPEECH_KEY = "deployment-test-speech-key";
const OPENAI_KEY = "sk-deployment-test";
const ADMIN = { email: "practice.manager@deploy.notewell.test", password: "deployment admin password" };

const compose = readCompose();
const stages = readDockerfile();
const scratch = mkdtempSync(path.join(root, ".data", "deployment-test-"));

type Running = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** A service's command, run as a container would run it: its image's ENV, then compose's environment. */
function runService(service: "app" | "sidecar", shell: Record<string, string>, local: Record<string, string>): Running {
  const definition = compose.services[service];
  const stage = stages[definition.build?.target ?? service];
  const command = definition.command ?? stage.cmd;
  if (!command) throw new Error(`${service}: no command`);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    ...stage.env,
    ...serviceEnvironment(compose, service, shell),
    ...local,
  };
  const [program, ...args] = command;
  const child: ChildProcess = spawn(program === "node" ? process.execPath : program, args, {
    cwd: root,
    env: env as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  child.stdout!.on("data", (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code: number | null) => resolve(code)));
  return { child, output: () => text, exited };
}

async function waitFor(url: string, running: Running, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (running.child.exitCode !== null) throw new Error(`exited before ${url} answered:\n${running.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer:\n${running.output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stop(running: Running | undefined): Promise<void> {
  if (!running || running.child.exitCode !== null) return;
  running.child.kill("SIGTERM");
  await Promise.race([running.exited, new Promise((r) => setTimeout(r, 20_000))]);
  if (running.child.exitCode === null) running.child.kill("SIGKILL");
}

/** The fake speech-to-text provider (the Deno double of AssemblyAI's streaming API). */
async function startFakeStt(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    path.join(root, "node_modules", "deno", "deno"),
    ["run", "--allow-net", "--allow-env", "tests/fake-stt/main.ts", "--port", "0", "--api-key", SPEECH_KEY],
    { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once("data", (chunk: Buffer) =>
      resolve((JSON.parse(chunk.toString().split("\n")[0]) as { port: number }).port),
    );
    child.once("exit", () => reject(new Error("the fake provider exited")));
  });
  return { url: `ws://127.0.0.1:${port}/v3/ws`, child };
}

describe("the two containers, as compose.yaml and the Dockerfile describe them", () => {
  let databaseUrl: string;
  let sidecarPort: number;
  let appPort: number;
  let publicUrl: string;
  let shell: Record<string, string>;
  let local: Record<string, Record<string, string>>;
  let app: Running | undefined;
  let sidecar: Running | undefined;
  let fakeStt: { url: string; child: ChildProcess };
  let openAi: FakeOpenAi;
  let mailbox: Mailbox;

  beforeAll(async () => {
    databaseUrl = await ensureDatabase(baseUrl, "deployment_test");
    [appPort, sidecarPort] = [await freePort(), await freePort()];
    publicUrl = `http://127.0.0.1:${sidecarPort}`;
    fakeStt = await startFakeStt();
    openAi = await startFakeOpenAi({ apiKey: OPENAI_KEY });
    mailbox = await startMailbox();
    // What the README asks an operator to export, and the providers (here their doubles). Everything else
    // compose mentions is left unset, so it reaches the containers as "".
    shell = {
      SESSION_SECRET: "deployment-test-session-secret-0123456789",
      ENCRYPTION_KEY: "deployment-test-encryption-key-0123456789",
      POSTGRES_PASSWORD: "not-used-the-test-has-its-own",
      PUBLIC_URL: publicUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ASSEMBLYAI_API_KEY: SPEECH_KEY,
      ASSEMBLYAI_STREAMING_URL: fakeStt.url,
      OPENAI_API_KEY: OPENAI_KEY,
      OPENAI_BASE_URL: openAi.baseUrl,
      SMTP_URL: mailbox.url,
      DRAIN_GRACE_SECONDS: "1",
    };
    const appEnvironment = serviceEnvironment(compose, "app", shell);
    const sidecarEnvironment = serviceEnvironment(compose, "sidecar", shell);
    // What a container network gives that one machine does not: these are the only values the test changes.
    expect(appEnvironment.DATABASE_URL).toMatch(/@postgres:5432\/notewell$/);
    expect(appEnvironment.PORT).toBe("3000");
    expect(sidecarEnvironment.APP_URL).toBe("http://app:3000");
    expect(sidecarEnvironment.PORT).toBe("8080");
    expect(compose.services.sidecar.ports).toEqual(["${NOTEWELL_PORT:-8080}:8080"]);
    local = {
      app: { DATABASE_URL: databaseUrl, PORT: String(appPort), NOTEWELL_DATA_DIR: path.join(scratch, "app") },
      sidecar: {
        DATABASE_URL: databaseUrl,
        PORT: String(sidecarPort),
        APP_URL: `http://127.0.0.1:${appPort}`,
        DENO_DIR: path.join(scratch, "deno"),
      },
    };
    app = runService("app", shell, local.app);
    await waitFor(`http://127.0.0.1:${appPort}/healthcheck`, app);
    sidecar = runService("sidecar", shell, local.sidecar);
    await waitFor(`${publicUrl}/healthz`, sidecar);
  }, 180_000);

  afterAll(async () => {
    await stop(sidecar);
    await stop(app);
    fakeStt?.child.kill("SIGTERM");
    await openAi?.close();
    await mailbox?.close();
    await dropDatabase(baseUrl, "deployment_test");
    rmSync(scratch, { recursive: true, force: true });
  }, 60_000);

  test("compose passes the unset variables as empty strings, and both services start on them", async () => {
    const appEnvironment = serviceEnvironment(compose, "app", shell);
    // The ones that once broke a deployment: an empty model name, admin, mail or streaming override.
    expect(appEnvironment.OPENAI_MODEL).toBe("");
    expect(appEnvironment.ASSEMBLYAI_API_URL).toBe("");
    expect(serviceEnvironment(compose, "sidecar", shell).TRUSTED_PROXIES).toBe("");
    // The launchers print these once their process answers (a moment after the health check we waited for).
    await expect.poll(() => app!.output()).toContain(`Created the first administrator: ${ADMIN.email}`);
    await expect.poll(() => app!.output()).toContain(`users open ${publicUrl}`);
    await expect.poll(() => sidecar!.output()).toContain(`Notewell is running at ${publicUrl}`);
  });

  test("through the sidecar's port: sign in, make a document, receive a reset mail", async () => {
    const login = await fetch(`${publicUrl}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((c) => c.startsWith("__session="))!;
    expect(cookie).toBeTruthy();

    const document = await fetch(`${publicUrl}/api/process/consultation`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ text: "Dry cough for three days. No fever." }),
    });
    expect(document.status, await document.clone().text()).toBe(200);
    expect(await document.text()).toMatch(/cough/i);
    // compose's empty OPENAI_MODEL is the default model, not a request for model "".
    expect(openAi.requests.at(-1)?.model).toBe("gpt-4o-mini");

    const forgot = await fetch(`${publicUrl}/api/forgot-password`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: ADMIN.email }),
    });
    expect(forgot.status).toBe(200);
    const mail = await mailbox.waitFor(ADMIN.email, 15_000);
    expect(mail.links.some((link) => link.startsWith(`${publicUrl}/reset-password?token=`))).toBe(true);
  });

  test("a recording is dictated through the sidecar, and a sidecar restart ends it with 'reconnect', then serves again", async () => {
    const login = await fetch(`${publicUrl}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((c) => c.startsWith("__session="))!;
    const record = () => {
      const socket = new WebSocket(
        `ws://127.0.0.1:${sidecarPort}/ws-proxy?sample_rate=16000&encoding=pcm_s16le&format_turns=true`,
        { headers: { Cookie: cookie, Origin: publicUrl } },
      );
      const texts: string[] = [];
      socket.on("message", (data, binary) => {
        if (!binary) texts.push(data.toString());
      });
      const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
      const opened = new Promise<void>((resolve, reject) => {
        socket.once("open", () => resolve());
        socket.once("error", reject);
      });
      return { socket, texts, closed, opened };
    };
    const sendAudio = async (socket: WebSocket, seconds: number) => {
      const frame = Buffer.alloc(3200); // 100 ms of 16 kHz, 16-bit silence: the fake's script "hears" words in it
      for (let i = 0; i < seconds * 10 && socket.readyState === WebSocket.OPEN; i++) {
        socket.send(frame);
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    const turnIn = async (texts: string[]) => {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        const turn = texts
          .map((t) => JSON.parse(t) as { type: string; transcript?: string })
          .find((m) => m.type === "Turn" && m.transcript);
        if (turn) return turn.transcript!;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no transcript: ${texts.join("\n")}`);
    };

    const first = record();
    await first.opened;
    await sendAudio(first.socket, 3);
    expect(await turnIn(first.texts)).toMatch(/\w/);

    // A rolling restart: SIGTERM, a short drain, then the running recording is told to reconnect.
    void sendAudio(first.socket, 20);
    sidecar!.child.kill("SIGTERM");
    expect(await first.closed).toBe(CloseCode.restarting);
    expect(await sidecar!.exited).toBe(0);
    sidecar = runService("sidecar", shell, local.sidecar);
    await waitFor(`${publicUrl}/healthz`, sidecar);
    const again = record();
    await again.opened;
    await sendAudio(again.socket, 3);
    expect(await turnIn(again.texts)).toMatch(/\w/);
    again.socket.close();
  }, 90_000);

  test("without ADMIN_EMAIL and ADMIN_PASSWORD an empty database is refused, saying how; create-admin makes one", async () => {
    const empty = await ensureDatabase(baseUrl, "deployment_no_admin");
    try {
      const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...withoutAdmin } = shell;
      const refused = runService("app", withoutAdmin, {
        ...local.app,
        DATABASE_URL: empty,
        PORT: String(await freePort()),
      });
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toMatch(/There is no administrator yet\. Set ADMIN_EMAIL and ADMIN_PASSWORD/);
      expect(refused.output()).toContain("npm run create-admin");

      const environment: Record<string, string> = {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        ...stages.app.env,
        ...serviceEnvironment(compose, "app", withoutAdmin),
        ...local.app,
        DATABASE_URL: empty,
        ADMIN_EMAIL: "lead.gp@deploy.notewell.test",
        ADMIN_PASSWORD: "a long enough password",
      };
      const created = spawn(process.execPath, ["--import", "tsx", "scripts/create-admin.ts"], {
        cwd: root,
        env: environment as NodeJS.ProcessEnv,
      });
      let text = "";
      created.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
      created.stderr.on("data", (chunk: Buffer) => (text += chunk.toString()));
      expect(await new Promise((resolve) => created.once("exit", resolve))).toBe(0);
      expect(text).toContain("Created the administrator lead.gp@deploy.notewell.test");
    } finally {
      await dropDatabase(baseUrl, "deployment_no_admin");
    }
  }, 60_000);

  test("stop grace periods cover what each process waits for; the image leaves checkouts' files out", () => {
    const drain = Number(serviceEnvironment(compose, "sidecar", shell).DRAIN_GRACE_SECONDS || 25);
    const previous = process.env.DRAIN_GRACE_SECONDS;
    process.env.DRAIN_GRACE_SECONDS = String(drain === 1 ? 25 : drain); // compose's default, not the test's 1 s
    try {
      expect(durationSeconds(compose.services.sidecar.stop_grace_period ?? "10s") * 1000).toBeGreaterThan(
        stopGraceMs("sidecar"),
      );
      expect(durationSeconds(compose.services.app.stop_grace_period ?? "10s") * 1000).toBeGreaterThan(
        stopGraceMs("app"),
      );
    } finally {
      if (previous === undefined) delete process.env.DRAIN_GRACE_SECONDS;
      else process.env.DRAIN_GRACE_SECONDS = previous;
    }
    const ignored = readFileSync(path.join(root, ".dockerignore"), "utf8")
      .split("\n")
      .map((l) => l.trim());
    for (const entry of ["node_modules", ".data", "build", ".git"]) expect(ignored).toContain(entry);
    // The image's data folder is the one the app writes the outbox to (owned by the app's user).
    expect(stages.app.env.NOTEWELL_DATA_DIR).toBe("/srv/notewell/.data");
    expect(readFileSync(path.join(root, "Dockerfile"), "utf8")).toMatch(
      /chown notewell:notewell \/srv\/notewell\/\.data/,
    );
  });
});
