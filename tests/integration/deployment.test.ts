/**
 * The deployment as ops run it. Without a Docker daemon (here, and in `npm test`): the Dockerfile's images are
 * built as Docker would build them (images.ts: the context as .dockerignore sends it, the RUN steps as written,
 * the pruned node_modules, the non-root user, each image's own files only), and each service of compose.yaml
 * runs its command inside its image as the image's user, with exactly the environment its container would get
 * (Docker's, the image's ENV, then compose's `environment`, interpolated by compose's rules — an unset `${X:-}`
 * is the empty string) and its volumes, against a PostgreSQL the app does not start. A smoke path then goes
 * through the sidecar's published port: sign in (the page's form and the JSON API), make a document, receive a
 * reset mail, dictate with a client that behaves as the browser does while the sidecar restarts mid-recording.
 * Only what a container network changes is changed: host names and ports (`postgres:5432`, `app:3000`, the
 * published 8080) become this machine's.
 *
 * With a Docker daemon (an ops machine, or NOTEWELL_DEPLOYMENT=docker), the smoke path runs against
 * `docker compose up --build` instead (docker-compose.ts); the other checks need no daemon and run as here.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test, vi } from "vitest";
import WebSocket from "ws";
import { DOCUMENT_DEADLINE_SECONDS, DRAIN_GRACE_SECONDS } from "../../contract/stop-grace.ts";
import { REGION_URLS } from "../../contract/speech-regions.ts";
import { dropDatabase, ensureDatabase } from "../../db/embedded-postgres.ts";
import { TranscriptionStream, streamUrl, type ConnectionStatus } from "../../app/features/dictation/stream-client.ts";
import { emptyTranscript } from "../../app/features/dictation/transcript.ts";
import {
  applySlotTurn,
  applyTurn,
  closeSlot,
  commitPartial,
  openSlot,
  restartSlot,
} from "../../app/features/dictation/transcript-changes.ts";
import { freePort } from "../../scripts/lib/free-port.ts";
import { stopGraceMs } from "../../scripts/lib/services.ts";
import { startFakeOpenAi, type FakeOpenAi } from "../fake-openai/server.ts";
import { startMailbox, type Mailbox } from "../setup/mailbox.ts";
import {
  composeText,
  durationSeconds,
  interpolateCompose,
  readCompose,
  readDockerfile,
  readDockerignore,
  serviceEnvironment,
} from "./compose.ts";
import { composeDeployment, dockerAnswers, fromContainers, type Deployment } from "./docker-compose.ts";
import { buildImages, containerEnvironment, namedVolume, runInImage, type Image } from "./images.ts";

const root = path.resolve(import.meta.dirname, "..", "..");
const baseUrl = inject("databaseBaseUrl");
const SPEECH_KEY = "deployment-test-speech-key";
const OPENAI_KEY = "sk-deployment-test";
const ADMIN = {
  email: "practice.manager@deploy.notewell.test",
  password: "deployment admin password",
  firstName: "Practice",
};
/** What compose.yaml publishes and listens on, which this machine maps to free ports. */
const CONTAINER_PORTS = { app: 3000, sidecar: 8080 } as const;

const compose = readCompose();
const stages = readDockerfile();
const scratch = mkdtempSync(path.join(root, ".data", "deployment-test-"));
/** RUN steps' results, kept between runs as Docker keeps its layer cache (images.ts). */
const layerCache = path.join(root, ".data", "deployment-images");

type Container = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function collect(child: ChildProcess): Container {
  let text = "";
  child.stdout!.on("data", (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code: number | null) => resolve(code)));
  return { child, output: () => text, exited };
}

async function stop(container: Container | undefined): Promise<void> {
  if (!container || container.child.exitCode !== null || container.child.signalCode !== null) return;
  container.child.kill("SIGTERM");
  await Promise.race([container.exited, new Promise((r) => setTimeout(r, 20_000))]);
  if (container.child.exitCode === null) container.child.kill("SIGKILL");
}

async function waitFor(what: string, check: () => Promise<boolean>, container?: Container, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (container && container.child.exitCode !== null) {
      throw new Error(`exited before ${what}:\n${container.output()}`);
    }
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not happen${container ? `:\n${container.output()}` : ""}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const answers = (url: string) => async () => (await fetch(url)).ok;

/** The fake speech-to-text provider, hearing numbered words in the audio (tests/fake-stt, wordsInAudio). */
async function startFakeStt(hostname: string): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(
    path.join(root, "node_modules", "deno", "deno"),
    [
      "run",
      "--allow-net",
      "--allow-env",
      "tests/fake-stt/main.ts",
      "--port",
      "0",
      "--hostname",
      hostname,
      "--api-key",
      SPEECH_KEY,
      "--words-in-audio",
    ],
    { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once("data", (chunk: Buffer) =>
      resolve((JSON.parse(chunk.toString().split("\n")[0]) as { port: number }).port),
    );
    child.once("exit", () => reject(new Error("the fake provider exited")));
  });
  return { port, child };
}

/** The session cookie from a response's Set-Cookie headers. */
function sessionCookie(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("__session="));
  if (!cookie) throw new Error(`no session cookie (${response.status})`);
  return cookie;
}

/** 100 ms of 16 kHz s16le audio in which every sample says word number `n` (0: silence). */
const wordFrame = (n: number) => new Int16Array(1600).fill(n).buffer;

describe("the two containers, as compose.yaml and the Dockerfile describe them", () => {
  let images: Record<"app" | "sidecar", Image>;
  let databaseUrl: string;
  let shell: Record<string, string>;
  let deployment: Deployment;
  let publicUrl: string;
  let fakeStt: { port: number; child: ChildProcess };
  let openAi: FakeOpenAi;
  let mailbox: Mailbox;
  const containers: Container[] = [];

  /** A volume of the app's, as compose declares it: one folder for the test run, filled from the image once. */
  const volumesOf = (service: "app" | "sidecar"): Array<[string, string]> =>
    (compose.services[service].volumes ?? []).map((spec) => {
      const [name, target] = spec.split(":");
      return namedVolume(images[service], { folder: path.join(scratch, "volumes", name), target });
    });

  /**
   * A service's container: its command (compose's, else the image's CMD) in its image, as the image's user,
   * with Docker's environment, the image's ENV, compose's `environment` from `operator`, then `local` (only
   * what the container network changes: addresses and ports).
   */
  function startContainer(
    service: "app" | "sidecar",
    operator: Record<string, string>,
    local: Record<string, string>,
    argv?: string[],
  ): Container {
    const image = images[service];
    const child = runInImage(image, {
      env: { ...containerEnvironment(image), ...serviceEnvironment(compose, service, operator), ...local },
      volumes: volumesOf(service),
      argv: argv ?? compose.services[service].command,
    });
    const container = collect(child);
    containers.push(container);
    return container;
  }

  /** The image's own HEALTHCHECK, run in it as Docker runs it, with the container's port mapped to `port`. */
  async function healthy(service: "app" | "sidecar", port: number, container: Container): Promise<void> {
    const image = images[service];
    const [kind, command] = image.healthcheck!;
    expect(kind).toBe("CMD-SHELL");
    const mapped = command.replace(`127.0.0.1:${CONTAINER_PORTS[service]}/`, `127.0.0.1:${port}/`);
    expect(mapped).not.toBe(command);
    await waitFor(
      `the ${service}'s health check`,
      async () => {
        const check = collect(runInImage(image, { env: containerEnvironment(image), argv: ["/bin/sh", "-c", mapped] }));
        return (await check.exited) === 0;
      },
      container,
    );
  }

  /** compose.yaml run as processes in the images, on this machine's addresses. */
  async function processDeployment(appPort: number, sidecarPort: number): Promise<Deployment> {
    const local = {
      app: { DATABASE_URL: databaseUrl, PORT: String(appPort) },
      sidecar: { DATABASE_URL: databaseUrl, PORT: String(sidecarPort), APP_URL: `http://127.0.0.1:${appPort}` },
    };
    const url = `http://127.0.0.1:${sidecarPort}`;
    const app = startContainer("app", shell, local.app);
    await healthy("app", appPort, app);
    let sidecar = startContainer("sidecar", shell, local.sidecar);
    await healthy("sidecar", sidecarPort, sidecar);
    return {
      publicUrl: url,
      output: async (service) => (service === "app" ? app : sidecar).output(),
      exec: async (service, argv, env) => {
        const run = startContainer(service, shell, { ...local[service], ...env }, argv);
        return { code: await run.exited, output: run.output() };
      },
      restartSidecar: async () => {
        sidecar.child.kill("SIGTERM");
        const code = await sidecar.exited;
        sidecar = startContainer("sidecar", shell, local.sidecar);
        await healthy("sidecar", sidecarPort, sidecar);
        return code;
      },
      stop: async () => {
        await stop(sidecar);
        await stop(app);
      },
    };
  }

  beforeAll(async () => {
    const started = performance.now();
    images = buildImages({
      stages,
      targets: ["app", "sidecar"],
      context: root,
      ignored: readDockerignore(),
      into: path.join(scratch, "images"),
      cache: layerCache,
      log: (line) => console.info(`[images] ${line}`),
    }) as Record<"app" | "sidecar", Image>;
    console.info(`[images] both images in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const docker = await dockerAnswers();
    const listen = docker ? "0.0.0.0" : "127.0.0.1";
    const reach = docker ? fromContainers : (url: string) => url;
    databaseUrl = await ensureDatabase(baseUrl, "deployment_test");
    fakeStt = await startFakeStt(listen);
    openAi = await startFakeOpenAi({ apiKey: OPENAI_KEY, host: listen });
    mailbox = await startMailbox({ host: listen });
    // What the README asks an operator to export, and the providers (here their doubles). Everything else
    // compose mentions is left unset, so it reaches the containers as "".
    shell = {
      SESSION_SECRET: "deployment-test-session-secret-0123456789",
      ENCRYPTION_KEY: "deployment-test-encryption-key-0123456789",
      POSTGRES_PASSWORD: "deployment-test-postgres",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ASSEMBLYAI_API_KEY: SPEECH_KEY,
      ASSEMBLYAI_STREAMING_URL: reach(`ws://127.0.0.1:${fakeStt.port}/v3/ws`),
      OPENAI_API_KEY: OPENAI_KEY,
      OPENAI_BASE_URL: reach(openAi.baseUrl),
      SMTP_URL: reach(mailbox.url),
      // A restart drains for a second, not compose's default 25 (checked below: the grace period follows it).
      DRAIN_GRACE_SECONDS: "1",
    };
    if (docker) {
      shell.NOTEWELL_PORT = String(await freePort());
      shell.PUBLIC_URL = `http://127.0.0.1:${shell.NOTEWELL_PORT}`;
      deployment = await composeDeployment({
        shell,
        waitUntil: (url) => waitFor(`${url}/readyz`, answers(`${url}/readyz`), undefined, 600_000),
      });
    } else {
      const [appPort, sidecarPort] = [await freePort(), await freePort()];
      shell.PUBLIC_URL = `http://127.0.0.1:${sidecarPort}`;
      const appEnvironment = serviceEnvironment(compose, "app", shell);
      const sidecarEnvironment = serviceEnvironment(compose, "sidecar", shell);
      // What a container network gives that one machine does not: these are the only values the test changes.
      expect(appEnvironment.DATABASE_URL).toMatch(/@postgres:5432\/notewell$/);
      expect(appEnvironment.PORT).toBe(String(CONTAINER_PORTS.app));
      expect(sidecarEnvironment.APP_URL).toBe(`http://app:${CONTAINER_PORTS.app}`);
      expect(sidecarEnvironment.PORT).toBe(String(CONTAINER_PORTS.sidecar));
      expect(compose.services.sidecar.ports).toEqual([`\${NOTEWELL_PORT:-8080}:${CONTAINER_PORTS.sidecar}`]);
      deployment = await processDeployment(appPort, sidecarPort);
    }
    publicUrl = deployment.publicUrl;
  }, 600_000);

  afterAll(async () => {
    await deployment?.stop();
    for (const container of containers) await stop(container);
    fakeStt?.child.kill("SIGTERM");
    await openAi?.close();
    await mailbox?.close();
    await dropDatabase(baseUrl, "deployment_test");
    rmSync(scratch, { recursive: true, force: true });
  }, 120_000);

  test("compose passes the unset variables as empty strings, and both services start on them", async () => {
    const appEnvironment = serviceEnvironment(compose, "app", shell);
    // The ones that once broke a deployment: an empty model name, admin, mail or streaming override.
    expect(appEnvironment.OPENAI_MODEL).toBe("");
    expect(appEnvironment.ASSEMBLYAI_API_URL).toBe("");
    expect(serviceEnvironment(compose, "sidecar", shell).TRUSTED_PROXIES).toBe("");
    // The launchers print these once their process answers (a moment after the health check we waited for).
    await expect.poll(() => deployment.output("app")).toContain(`users open ${publicUrl}`);
    await expect.poll(() => deployment.output("sidecar")).toContain(`Notewell is running at ${publicUrl}`);
  });

  test("through the sidecar's port: sign in with the page's form and the JSON API, make a document, receive a reset mail", async () => {
    // The sign-in form as a browser without JavaScript posts it.
    const form = await fetch(`${publicUrl}/auth`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: publicUrl },
      body: new URLSearchParams({ intent: "login", email: ADMIN.email, password: ADMIN.password, redirectTo: "" }),
    });
    expect(form.status, await form.clone().text()).toBe(302);
    expect(form.headers.get("Location")).toBe("/");
    const page = await fetch(`${publicUrl}/`, { headers: { Cookie: sessionCookie(form) } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Start Recording");

    const login = await fetch(`${publicUrl}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    expect(login.status).toBe(200);
    const cookie = sessionCookie(login);

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

  test("a recording loses no words across a sidecar restart: the browser's client reconnects and sends what it kept", async () => {
    const login = await fetch(`${publicUrl}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    const cookie = sessionCookie(login);
    // As the dictation screen does before a consultation's first recording (decision 060): the patient agreed.
    const consent = await fetch(`${publicUrl}/api/consultations/consent`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie, Origin: publicUrl },
      body: JSON.stringify({ id: null, consent: "patient" }),
    });
    expect(consent.status).toBe(200);
    // The browser's own stream client, on a WebSocket that carries what the browser would (its cookie, the page's
    // origin): its reconnects, backoff and buffering are the product's.
    class BrowserSocket extends WebSocket {
      constructor(url: string) {
        super(url, { headers: { Cookie: cookie, Origin: publicUrl } });
      }
    }
    vi.stubGlobal("WebSocket", BrowserSocket);
    let transcript = emptyTranscript();
    const statuses: ConnectionStatus[] = [];
    const failures: unknown[] = [];
    const stream = new TranscriptionStream(
      streamUrl({ formatTurns: true, location: new URL(publicUrl) as unknown as Location }),
      {
        onStatus: (status) => statuses.push(status),
        onTurn: (turn) => (transcript = applyTurn(transcript, turn, true)),
        onSessionEnd: () => (transcript = commitPartial(transcript)),
        onError: (failure) => failures.push(failure),
        onClosed: () => failures.push("closed by the server"),
        onWarning: () => {},
        // What was recorded while the sidecar restarted, beyond the second that starts the new session, is a backlog.
        onBacklog: (event) => {
          if (event.kind === "opened") transcript = openSlot(transcript, event.id);
          else if (event.kind === "delivering") transcript = restartSlot(transcript, event.id);
          else if (event.kind === "done") transcript = closeSlot(transcript, event.id);
          else failures.push(event);
        },
        onBacklogTurn: (id, turn) => (transcript = applySlotTurn(transcript, id, turn, true)),
        onProgress: () => {},
      },
      { formatTurns: true },
    );
    // The microphone: a word every 200 ms, a pause after every sixth (a turn ends), in real time.
    let spoken = 0;
    let frames = 0;
    let speaking = true;
    const microphone = (async () => {
      while (speaking) {
        const position = frames++ % 20;
        stream.send(wordFrame(position < 12 && position % 2 === 0 ? ++spoken : 0));
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const heard = () => transcript.finalText.split(" ").filter(Boolean);
    try {
      await stream.connect();
      await waitFor("words before the restart", async () => heard().length >= 6);

      const exitCode = await deployment.restartSidecar();
      expect(exitCode).toBe(0);
      await waitFor("the reconnect", async () => statuses.filter((s) => s === "connected").length === 2);
      const afterRestart = spoken;
      await waitFor("words after the restart", async () => heard().length >= afterRestart + 6);
    } finally {
      speaking = false;
      await microphone;
      await stream.stop();
      vi.unstubAllGlobals();
    }
    expect(failures).toEqual([]);
    const words = commitPartial(transcript).finalText.split(" ");
    expect(words).toEqual(Array.from({ length: spoken }, (_, i) => `w${i + 1}`));
    // Every provider session was finished by Terminate: the first when the old sidecar handed the recording over,
    // the new live one at Stop, and (when the restart took more than the second a new session starts with) the
    // backlog's once it was transcribed.
    const sessions = (await (await fetch(`http://127.0.0.1:${fakeStt.port}/__control/sessions`)).json()) as Array<{
      terminated: boolean;
    }>;
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.every((session) => session.terminated)).toBe(true);
  }, 120_000);

  test("without SMTP_URL the app writes mail to the outbox on its volume, as its own user, and says so at start", async () => {
    const port = await freePort();
    const { SMTP_URL: _smtp, ...withoutMail } = shell;
    const app = startContainer("app", withoutMail, { DATABASE_URL: databaseUrl, PORT: String(port) });
    await healthy("app", port, app);
    const dataDir = images.app.env.NOTEWELL_DATA_DIR;
    expect(app.output()).toContain(
      `SMTP_URL is not set: e-mails (password resets, verification) are written to ${dataDir}/outbox`,
    );
    // The forgot-password page, posted as a browser without JavaScript does (to this container directly): the
    // same answer as with SMTP.
    const page = await fetch(`http://127.0.0.1:${port}/forgot-password`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://127.0.0.1:${port}` },
      body: new URLSearchParams({ email: ADMIN.email }),
    });
    const answer = await page.text();
    expect(page.status, `${answer}\n${app.output()}`).toBe(200);
    expect(answer).toContain("Check Your Email");
    const [volume] = volumesOf("app");
    expect(volume[1]).toBe(dataDir);
    const outbox = path.join(volume[0], "outbox");
    await waitFor("a mail in the outbox", async () => existsSync(outbox) && readdirSync(outbox).length > 0);
    const [file] = readdirSync(outbox);
    const written = statSync(path.join(outbox, file));
    expect([written.uid, written.mode & 0o777]).toEqual([images.app.user.uid, 0o600]);
    expect(readFileSync(path.join(outbox, file), "utf8")).toContain(`${publicUrl}/reset-password?token=`);
    // The README's way to read it, here from a new container on the same volume (recreated, the mail is kept):
    // `docker compose exec app ls .data/outbox`.
    await stop(app);
    const listed = startContainer("app", withoutMail, {}, ["ls", ".data/outbox"]);
    expect(await listed.exited).toBe(0);
    expect(listed.output().trim()).toBe(file);
  }, 120_000);

  test("the sidecar, given compose's environment without ASSEMBLYAI_STREAMING_URL, streams to the admin's region", async () => {
    const login = await fetch(`${publicUrl}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    const headers = { "Content-Type": "application/json", Cookie: sessionCookie(login), Origin: publicUrl };
    const settings = await (await fetch(`${publicUrl}/api/admin/settings`, { headers })).json();
    const put = (speechRegion: string) =>
      fetch(`${publicUrl}/api/admin/settings`, {
        method: "PUT",
        headers,
        body: JSON.stringify({ ...settings, speechRegion }),
      });
    expect((await put("eu")).status).toBe(200);
    try {
      // What compose passes when the operator has not set it; the sidecar's own configuration and settings
      // reading, run in its container with exactly that: the address server.ts streams a new recording to.
      const { ASSEMBLYAI_STREAMING_URL: _override, ...withoutOverride } = shell;
      const unset = serviceEnvironment(compose, "sidecar", withoutOverride).ASSEMBLYAI_STREAMING_URL;
      expect(unset).toBe("");
      const probe = [
        'import { loadConfig, providerBaseUrl } from "./stream-sidecar/config.ts";',
        'import { SidecarDb } from "./stream-sidecar/db.ts";',
        'import { deriveKey } from "./contract/envelope.ts";',
        "const config = loadConfig(Deno.env.toObject());",
        "const db = new SidecarDb(config.databaseUrl, deriveKey(config.encryptionKey));",
        "const { speechRegion } = await db.settings();",
        "await db.close();",
        "console.log(JSON.stringify({ override: config.streamingUrl ?? null, url: providerBaseUrl(config, speechRegion) }));",
      ].join("\n");
      const run = await deployment.exec("sidecar", ["node_modules/deno/deno", "eval", probe], {
        ASSEMBLYAI_STREAMING_URL: unset,
      });
      expect(run.code, run.output).toBe(0);
      expect(JSON.parse(run.output)).toEqual({ override: null, url: REGION_URLS.eu });
    } finally {
      await put("default");
    }
  });

  test("without ADMIN_EMAIL and ADMIN_PASSWORD an empty database is refused, saying how; create-admin makes one", async () => {
    const empty = await ensureDatabase(baseUrl, "deployment_no_admin");
    try {
      const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...withoutAdmin } = shell;
      const refused = startContainer("app", withoutAdmin, { DATABASE_URL: empty, PORT: String(await freePort()) });
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toMatch(/There is no administrator yet\. Set ADMIN_EMAIL and ADMIN_PASSWORD/);
      expect(refused.output()).toContain("npm run create-admin");
      // As the README says: docker compose run --rm -e ADMIN_EMAIL=… -e ADMIN_PASSWORD=… app npm run create-admin
      const created = startContainer(
        "app",
        withoutAdmin,
        { DATABASE_URL: empty, ADMIN_EMAIL: "lead.gp@deploy.notewell.test", ADMIN_PASSWORD: "a long enough password" },
        ["npm", "run", "create-admin"],
      );
      expect(await created.exited, created.output()).toBe(0);
      expect(created.output()).toContain("Created the administrator lead.gp@deploy.notewell.test");
    } finally {
      await dropDatabase(baseUrl, "deployment_no_admin");
    }
  }, 60_000);

  test("stop grace periods follow DRAIN_GRACE_SECONDS and the document deadline; scaling, health and volumes as documented", () => {
    const required = { SESSION_SECRET: "s", ENCRYPTION_KEY: "e", POSTGRES_PASSWORD: "p", PUBLIC_URL: "https://x" };
    const previous = process.env.DRAIN_GRACE_SECONDS;
    try {
      for (const drain of [undefined, "", "0", "1", "25", "90"]) {
        const operator = drain === undefined ? required : { ...required, DRAIN_GRACE_SECONDS: drain };
        const services = interpolateCompose(compose, operator).services;
        const given = services.sidecar.environment!.DRAIN_GRACE_SECONDS as string;
        expect(Number(given || DRAIN_GRACE_SECONDS.default)).toBe(Number(drain || DRAIN_GRACE_SECONDS.default));
        // The launcher reads the value compose passes (empty is unset): compose must wait longer than it does.
        if (given) process.env.DRAIN_GRACE_SECONDS = given;
        else delete process.env.DRAIN_GRACE_SECONDS;
        expect(durationSeconds(services.sidecar.stop_grace_period!) * 1000, `drain ${drain}`).toBeGreaterThan(
          stopGraceMs("sidecar"),
        );
        expect(durationSeconds(services.app.stop_grace_period!) * 1000).toBeGreaterThan(stopGraceMs("app"));
        expect(stopGraceMs("app")).toBeGreaterThan(DOCUMENT_DEADLINE_SECONDS * 1000);
      }
    } finally {
      if (previous === undefined) delete process.env.DRAIN_GRACE_SECONDS;
      else process.env.DRAIN_GRACE_SECONDS = previous;
    }
    // More sidecars (README, Scaling): a range of host ports, one per replica, behind the operator's proxy.
    const scaled = interpolateCompose(compose, { ...required, NOTEWELL_PORT: "8080-8081" }).services.sidecar;
    expect(scaled.ports).toEqual(["8080-8081:8080"]);
    // PostgreSQL's first start (initdb) is not counted against its health check.
    expect(durationSeconds(compose.services.postgres.healthcheck!.start_period!)).toBeGreaterThanOrEqual(30);
    // The app's data folder (the outbox without SMTP_URL) is a volume: kept when the container is recreated.
    expect(compose.services.app.volumes).toEqual([`appdata:${stages.app.env.NOTEWELL_DATA_DIR}`]);
    expect(Object.keys(compose.volumes ?? {})).toContain("appdata");
    const ignored = readDockerignore();
    for (const entry of ["node_modules", ".data", "build", "public/build", ".git", "x.log"]) {
      expect(ignored(entry), entry).toBe(true);
    }
    expect(ignored("app/routes/auth.tsx")).toBe(false);
  });

  test("every variable compose passes to a service is in the README's deployment table for it, and the other way round", () => {
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    const section = readme.slice(readme.indexOf("## Deployment"));
    const rows = section
      .split("\n")
      .filter((line) => line.startsWith("|"))
      .map((line) => line.split("|").map((cell) => cell.trim()));
    const header = rows.findIndex((cells) => cells[1] === "Variable" && cells[2] === "Container");
    expect(header).toBeGreaterThanOrEqual(0);
    const documented: Record<string, Set<string>> = { app: new Set(), sidecar: new Set(), compose: new Set() };
    for (const cells of rows.slice(header + 2)) {
      if (!/^`[A-Z]/.test(cells[1] ?? "")) break;
      const names = [...cells[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map(([, name]) => name);
      for (const where of cells[2].split(",").map((w) => w.trim())) {
        expect(Object.keys(documented), `Container column: "${where}"`).toContain(where);
        for (const name of names) documented[where].add(name);
      }
    }
    for (const service of ["app", "sidecar"] as const) {
      expect([...documented[service]].sort(), service).toEqual(
        Object.keys(compose.services[service].environment ?? {}).sort(),
      );
    }
    // What compose itself reads from the operator: documented, and each documented one read.
    const read = new Set([...composeText().matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map(([, name]) => name));
    for (const name of documented.compose) expect(read, name).toContain(name);
    const everyDocumented = new Set([...documented.app, ...documented.sidecar, ...documented.compose]);
    for (const name of read) expect(everyDocumented, name).toContain(name);
  });
});
