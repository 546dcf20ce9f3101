import { expect, test } from "./fixtures.ts";
import WebSocket from "ws";
import { openStream, type Stream } from "./recordings.ts";
import { CloseCode, idleReason, Reason } from "../../contract/close-codes.ts";
import { E2E } from "../../playwright.config.ts";
import { EXPECTED } from "./expectations.ts";
import {
  createAccount,
  deleteAccounts,
  firstAdmin,
  freshAddress,
  ORIGIN,
  send,
  sendForm,
  sendJson,
  sessionCookie,
  summary,
  type Account,
} from "./http.ts";

/**
 * Issue 13's probe findings about recordings, against the sidecar's /ws-proxy: one account holding every
 * recording slot (2), a KeepAlive frame ending the stream (11); and provider keys given only through the
 * environment shown as not configured (11).
 */

let admin: Account;
const accounts: Account[] = [];

test.beforeAll(async () => {
  admin = await firstAdmin();
});

test.afterAll(async () => {
  await deleteAccounts(admin, accounts);
});

async function endStream(stream: Stream): Promise<void> {
  if (stream.socket.readyState === WebSocket.OPEN) stream.socket.send(JSON.stringify({ type: "Terminate" }));
  await Promise.race([stream.closed, new Promise((r) => setTimeout(r, 5_000))]);
  stream.socket.terminate();
}

test("finding 2: one account cannot hold every recording slot", async () => {
  const settings = (await send({ path: "/api/admin/settings", cookie: admin.cookie })).json as {
    maxConcurrentSessions: number;
  };
  // The practice's limit is well above one account's share, so only the per-account limit can refuse.
  expect(settings.maxConcurrentSessions).toBeGreaterThan(EXPECTED.recordingsPerUser + 1);
  const hoarder = await createAccount(admin, { prefix: "hoarder" });
  const colleague = await createAccount(admin, { prefix: "colleague" });
  accounts.push(hoarder, colleague);
  const streams: Stream[] = [];
  try {
    for (let i = 0; i < EXPECTED.recordingsPerUser; i++) {
      const stream = openStream(hoarder.cookie);
      streams.push(stream);
      expect(await stream.begun, `recording ${i + 1} of the account's ${EXPECTED.recordingsPerUser}`).toBe(true);
    }
    const oneTooMany = openStream(hoarder.cookie);
    streams.push(oneTooMany);
    expect(await oneTooMany.begun, "one recording more than the account's share").toBe(false);
    expect((await oneTooMany.closed).code).toBe(EXPECTED.recordingsPerUserClose.code);
    // The practice still has room: a colleague records.
    const other = openStream(colleague.cookie);
    streams.push(other);
    expect(await other.begun, "a colleague's recording").toBe(true);
  } finally {
    await Promise.all(streams.map(endStream));
  }
});

test("finding 2: a recording that sends no audio is ended and its slot freed", async () => {
  test.setTimeout(90_000);
  const idler = await createAccount(admin, { prefix: "idler" });
  accounts.push(idler);
  const held: Stream[] = [];
  try {
    // The account's every slot held by sockets that send nothing (KeepAlive is not audio).
    for (let i = 0; i < EXPECTED.recordingsPerUser; i++) {
      const stream = openStream(idler.cookie);
      held.push(stream);
      expect(await stream.begun, `silent recording ${i + 1}`).toBe(true);
      stream.socket.send(JSON.stringify({ type: "KeepAlive" }));
    }
    for (const stream of held) {
      expect(await stream.closed).toEqual({ code: CloseCode.idle, reason: idleReason("audio", E2E.noAudioSeconds) });
    }
    // The slots are free again: the account records.
    const again = openStream(idler.cookie);
    held.push(again);
    expect(await again.begun, "a new recording once the silent ones were ended").toBe(true);
  } finally {
    await Promise.all(held.map(endStream));
  }
});

test("finding 2: guest sessions from one address cannot fill every recording slot; they are told why", async () => {
  const before = (await send({ path: "/api/admin/settings", cookie: admin.cookie })).json as Record<string, unknown>;
  const practice = before.maxConcurrentSessions as number;
  const on = await sendJson({
    method: "PUT",
    path: "/api/admin/settings",
    cookie: admin.cookie,
    data: { ...before, enableGuestAccess: true },
  });
  expect(on.status, summary(on)).toBe(200);
  const streams: Stream[] = [];
  try {
    // One address starts guest sessions and opens every recording each may hold, until one is refused.
    const from = freshAddress();
    let refusal: { code: number; reason: string } | null = null;
    let guestsRecording = 0;
    for (let session = 0; refusal === null && session < practice; session++) {
      const started = await sendForm({ path: "/auth", from, fields: { intent: "guest" } });
      expect(started.status, summary(started)).toBe(302);
      const cookie = sessionCookie(started);
      expect(cookie, "a guest session").toBeTruthy();
      for (let i = 0; refusal === null && i < EXPECTED.recordingsPerUser; i++) {
        const stream = openStream(cookie!);
        streams.push(stream);
        if (await stream.begun) guestsRecording++;
        else refusal = await stream.closed;
      }
    }
    expect(refusal, "a guest refused before the practice is full").toEqual({
      code: CloseCode.tooManyStreams,
      reason: Reason.guestStreams,
    });
    expect(guestsRecording).toBeLessThan(practice);
    // A clinician still records.
    const clinician = await createAccount(admin, { prefix: "guest-share" });
    accounts.push(clinician);
    const own = openStream(clinician.cookie);
    streams.push(own);
    expect(await own.begun, "a clinician's recording while guests hold their share").toBe(true);
  } finally {
    await Promise.all(streams.map(endStream));
    const restored = await sendJson({ method: "PUT", path: "/api/admin/settings", cookie: admin.cookie, data: before });
    expect(restored.status, summary(restored)).toBe(200);
  }
});

test("finding 11: a KeepAlive frame keeps the stream open", async () => {
  const clinician = await createAccount(admin, { prefix: "keepalive" });
  accounts.push(clinician);
  const stream = openStream(clinician.cookie);
  try {
    expect(await stream.begun).toBe(true);
    stream.socket.send(JSON.stringify({ type: "KeepAlive" }));
    // Frames are handled in order: had KeepAlive been refused, the stream would already be closing with 4400.
    stream.socket.send(JSON.stringify({ type: "Terminate" }));
    const { code, reason } = await stream.closed;
    expect(code, reason).toBe(CloseCode.normal);
  } finally {
    await endStream(stream);
  }
});

test("finding 11: provider keys given only through the environment show as configured in Statistics", async ({
  page,
}) => {
  // The browser tests' server has both keys in its environment (playwright.config.ts). Clear any saved ones.
  const before = (await send({ path: "/api/admin/settings", cookie: admin.cookie })).json as Record<string, unknown>;
  const cleared = await sendJson({
    method: "PUT",
    path: "/api/admin/settings",
    cookie: admin.cookie,
    data: { ...before, assemblyaiApiKey: "", openaiApiKey: "" },
  });
  expect(cleared.status, summary(cleared)).toBe(200);
  try {
    await page.context().addCookies([{ name: "__session", value: admin.cookie.split("=")[1], url: ORIGIN }]);
    await page.goto("/admin/settings?tab=statistics");
    for (const provider of ["AssemblyAI API", "OpenAI API"]) {
      const value = page.locator("dt", { hasText: provider }).locator("xpath=following-sibling::dd[1]");
      await expect(value, provider).toBeVisible();
      await expect(value, provider).not.toContainText("Not Configured");
      await expect(value, provider).toContainText("Configured");
    }
  } finally {
    // A masked key would keep the (now cleared) saved key: a key that was saved is saved again as the one the
    // fake providers accept, which is the environment's.
    const saved = (value: unknown, key: string) => (value === "" ? "" : key);
    const restore = {
      ...before,
      assemblyaiApiKey: saved(before.assemblyaiApiKey, E2E.speechKey),
      openaiApiKey: saved(before.openaiApiKey, E2E.openAiKey),
    };
    const restored = await sendJson({
      method: "PUT",
      path: "/api/admin/settings",
      cookie: admin.cookie,
      data: restore,
    });
    expect(restored.status, summary(restored)).toBe(200);
  }
});
