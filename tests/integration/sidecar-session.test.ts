import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, expect, test } from "vitest";
import WebSocket from "ws";
import { sidecarCommand } from "../../scripts/lib/services.ts";
import { saveSettings } from "~/platform/settings.server.ts";
import { startGuestSession, startUserSession } from "~/platform/guards.server.ts";
import { db } from "~/platform/db.server.ts";
import { getRequest } from "../setup/requests.ts";
import { CloseCode, Reason } from "../../contract/close-codes.ts";
import { recordConsent, startNewConsultation } from "~/features/consultations/consultations.server.ts";
import { freePort } from "../../scripts/lib/free-port.ts";
import { signedInUser, tamperedCookie } from "../setup/users.ts";

/**
 * The app (Node, Remix cookies) and the sidecar (Deno) must agree on sessions: a cookie the app signs is
 * accepted by the real sidecar process, and a tampered one or a foreign page is refused.
 */
const root = process.cwd();
const deno = sidecarCommand(root).command;
let fake: ChildProcess;
let sidecar: ChildProcess;
let sidecarPort: number;

function waitForLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", resolve);
    child.once("exit", (code) => reject(new Error(`exited with ${code}`)));
  });
}

beforeAll(async () => {
  fake = spawn(
    deno,
    ["run", "--allow-net", "--allow-env", "tests/fake-stt/main.ts", "--port", "0", "--api-key", "k-123"],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const { port: fakePort } = JSON.parse(await waitForLine(fake)) as { port: number };
  sidecarPort = await freePort();
  const { command, args } = sidecarCommand(root);
  sidecar = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(sidecarPort),
      HOST: "127.0.0.1",
      APP_URL: "http://127.0.0.1:9",
      ASSEMBLYAI_STREAMING_URL: `ws://127.0.0.1:${fakePort}/v3/ws`,
      ASSEMBLYAI_API_KEY: "k-123",
    },
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${sidecarPort}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("sidecar did not start");
}, 30_000);

afterAll(async () => {
  for (const child of [sidecar, fake]) {
    if (!child || child.exitCode !== null) continue;
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
});

/** Opens /ws-proxy like a browser; resolves with the provider's Begin, or with how the sidecar closed. */
function open(
  headers: Record<string, string>,
  query = "sample_rate=16000&format_turns=true&consent=patient",
): Promise<{ first?: string; code?: number; reason?: string }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${sidecarPort}/ws-proxy?${query}`, { headers });
    socket.on("message", (data) => {
      const text = data.toString();
      if (JSON.parse(text).type !== "Begin") return; // a RelayClose announces the close that follows
      resolve({ first: text });
      socket.close(1000);
    });
    socket.once("close", (code, reason) => resolve({ code, reason: reason.toString() }));
    socket.once("error", () => {});
  });
}

const origin = () => `http://127.0.0.1:${sidecarPort}`;

const CONSENT_REFUSAL = { code: CloseCode.consentRequired, reason: Reason.consentRequired };

test("a session cookie minted by the app is accepted by the sidecar once the app has recorded consent", async () => {
  const { cookie, user } = await signedInUser();
  // The practice asks for consent (the default): none recorded, no recording — whatever the address claims.
  expect(await open({ Cookie: cookie, Origin: origin() })).toEqual(CONSENT_REFUSAL);
  await recordConsent(getRequest("/"), user.id, null, "patient");
  const result = await open({ Cookie: cookie, Origin: origin() });
  expect(JSON.parse(result.first ?? "{}")).toMatchObject({ type: "Begin" });
  // A new consultation (Clear All) needs its own answer.
  await startNewConsultation(user.id);
  expect(await open({ Cookie: cookie, Origin: origin() })).toEqual(CONSENT_REFUSAL);
  await recordConsent(getRequest("/"), user.id, null, "clinician");
  expect(JSON.parse((await open({ Cookie: cookie, Origin: origin() })).first ?? "{}")).toMatchObject({ type: "Begin" });
});

test("a practice that does not ask for consent: recordings start without it", async () => {
  const { cookie } = await signedInUser();
  try {
    await saveSettings({ requireConsent: false }, null);
    const result = await open({ Cookie: cookie, Origin: origin() }, "sample_rate=16000");
    expect(JSON.parse(result.first ?? "{}")).toMatchObject({ type: "Begin" });
  } finally {
    await saveSettings({ requireConsent: true }, null);
  }
});

test("a tampered cookie is refused", async () => {
  const setCookie = await startUserSession(getRequest("/"), (await signedInUser()).user.id);
  const cookie = setCookie.split(";")[0];
  const tampered = tamperedCookie(cookie);
  expect(tampered).not.toBe(cookie);
  expect(await open({ Cookie: tampered, Origin: origin() })).toEqual({
    code: 4401,
    reason: "Your session has expired. Please sign in again.",
  });
});

test("a page from another site is refused, even with a valid cookie", async () => {
  const { cookie, user } = await signedInUser();
  await recordConsent(getRequest("/"), user.id, null, "patient");
  const result = await open({ Cookie: cookie, Origin: "https://evil.example" });
  expect(result.code).toBe(4403);
});

test("signing out (the row deleted) ends the sidecar's acceptance too", async () => {
  const { cookie, user } = await signedInUser();
  await db().query("DELETE FROM sessions WHERE user_id = $1", { bind: [user.id] });
  expect((await open({ Cookie: cookie, Origin: origin() })).code).toBe(4401);
});

test("a guest session minted by the app records while guest access is on, and is refused once it is off", async () => {
  const cookie = (await startGuestSession(getRequest("/auth"))).split(";")[0];
  try {
    await saveSettings({ enableGuestAccess: true }, null);
    // A guest's page states the answer in the address (nothing of a guest's is kept); without it, no recording.
    expect(await open({ Cookie: cookie, Origin: origin() }, "sample_rate=16000")).toEqual(CONSENT_REFUSAL);
    expect(await open({ Cookie: cookie, Origin: origin() }, "sample_rate=16000&consent=maybe")).toEqual(
      CONSENT_REFUSAL,
    );
    const accepted = await open({ Cookie: cookie, Origin: origin() });
    expect(JSON.parse(accepted.first ?? "{}")).toMatchObject({ type: "Begin" });
    await saveSettings({ enableGuestAccess: false }, null);
    expect(await open({ Cookie: cookie, Origin: origin() })).toEqual({
      code: 4406,
      reason: "Guest access has been turned off. Please sign in to record.",
    });
  } finally {
    await saveSettings({ enableGuestAccess: false }, null);
  }
});
