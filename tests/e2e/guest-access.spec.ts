import AxeBuilder from "@axe-core/playwright";
import { expect, request as requests } from "@playwright/test";
import { E2E } from "../../playwright.config.ts";
import { resetFake } from "./fake-stt.ts";
import { adminApi, changeSettings, test } from "./helpers.ts";
import {
  expectIdleWithinASecond,
  pressStart,
  recordingAlert,
  startButton,
  stopButton,
  transcriptBox,
  watchMicrophone,
  withDatabase,
} from "./recording.ts";

/** Decision 017: guest access, when the practice turns it on, and its absence when it is off. */

const BANNER = "Guest session — nothing you do here is saved. Sign in to keep your work.";
let restore: (() => Promise<void>) | undefined;

test.afterEach(async () => {
  await restore?.();
  restore = undefined;
});

/**
 * What the database holds of anyone's work: if a guest's were stored, one of these would grow. (Other specs
 * share the database, but run one at a time: nothing else is writing while a guest test runs.)
 */
function storedWork() {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ transcripts: string; recordings: string; consultations: string; users: string }>(
      `SELECT (SELECT count(*) FROM transcripts) AS transcripts, (SELECT count(*) FROM recording_sessions) AS recordings,
              (SELECT count(*) FROM consultations) AS consultations, (SELECT count(*) FROM users) AS users`,
    );
    return rows[0];
  });
}

/** Live recordings held by guests (a lease row each, deleted when the recording ends). */
function guestLeases() {
  return withDatabase(async (db) =>
    Number((await db.query("SELECT count(*) AS n FROM stream_leases WHERE user_id IS NULL")).rows[0].n),
  );
}

test("guest access on: continue as guest, record, generate a note — and nothing is stored", async ({
  page,
  request,
}) => {
  restore = await changeSettings({ enableGuestAccess: true });
  await resetFake(request);
  const before = await storedWork();

  await page.goto("/auth");
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(BANNER)).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign Out" })).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  const sessions = await withDatabase(
    async (db) => (await db.query("SELECT user_id, sess FROM sessions WHERE sess ->> 'guest' = 'true'")).rows,
  );
  expect(sessions.length).toBeGreaterThanOrEqual(1);
  expect(sessions.every((s) => s.user_id === null)).toBe(true);

  await pressStart(page);
  await expect(page.getByText("Connected", { exact: true })).toBeVisible();
  await expect(transcriptBox(page)).toHaveValue(/Patient reports a dry cough for three days\./, { timeout: 15_000 });
  await stopButton(page).click();
  await expect(startButton(page)).toBeVisible();

  await page.getByRole("button", { name: "Generate Consultation Note" }).click();
  await expect(page.getByLabel("Consultation text", { exact: true })).toHaveValue(/cough/i, { timeout: 15_000 });
  // Typing more (a signed-in clinician's screen would save it within a second) and asking a question.
  await page.getByRole("tab", { name: "Transcription" }).click();
  await transcriptBox(page).fill("Guest's own words: dry cough, no fever.");
  await page.getByLabel("Your question").fill("Any red flags?");
  await page.getByRole("button", { name: "Ask Question" }).click();
  await expect(page.getByLabel("Response text", { exact: true })).toHaveValue(/red flags/i, { timeout: 15_000 });
  await page.waitForTimeout(1_500); // longer than the save delay: a save would have gone by now

  // Nothing of the guest's work is in the database (the recording's lease is gone once it has ended)…
  expect(await storedWork()).toEqual(before);
  await expect.poll(guestLeases).toBe(0);
  // …nor left in this browser.
  const drafts = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith("notewell:") && !k.includes("cookie")),
  );
  expect(drafts).toEqual([]);

  // The other screens need an account.
  await page.goto("/help");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fhelp$/);
});

test("a guest has no history: My consultations sends them to sign in, and the consultations API answers 401", async ({
  page,
}) => {
  restore = await changeSettings({ enableGuestAccess: true });
  const before = await storedWork();
  await page.goto("/auth");
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await expect(page.getByText(BANNER)).toBeVisible();
  await expect(page.getByRole("link", { name: "My consultations" })).toHaveCount(0);

  for (const path of ["/history", "/history?q=cough", "/history/00000000-0000-4000-8000-000000000000"]) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === "/auth" && url.searchParams.get("redirectTo") === path);
    await expect(page.getByRole("heading", { name: "My consultations" })).toHaveCount(0);
  }
  const api = page.request;
  const origin = { headers: { Origin: E2E.baseURL } };
  const id = "00000000-0000-4000-8000-000000000000";
  const answers = [
    await api.get("/api/consultations"),
    await api.post("/api/consultations", { ...origin, data: { transcript: "A guest's words." } }),
    await api.get(`/api/consultations/${id}`),
    await api.patch(`/api/consultations/${id}`, { ...origin, data: { transcript: "A guest's words." } }),
    await api.delete(`/api/consultations/${id}`, origin),
    await api.put("/api/consultations/current", { ...origin, data: { id: null } }),
  ];
  expect(answers.map((answer) => answer.status())).toEqual([401, 401, 401, 401, 401, 401]);
  // Still a guest (the refusals did not end the guest session), and nothing of theirs stored.
  await page.goto("/");
  await expect(page.getByText(BANNER)).toBeVisible();
  expect(await storedWork()).toEqual(before);
});

test("turning guest access off ends a guest's access at once: the running recording, the screen and the API", async ({
  page,
  request,
}) => {
  const admin = await adminApi();
  restore = await changeSettings({ enableGuestAccess: true }, admin);
  await resetFake(request);
  await watchMicrophone(page);
  await page.goto("/auth");
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await expect(page.getByText(BANNER)).toBeVisible();
  await pressStart(page);
  await expect(transcriptBox(page)).toHaveValue(/Patient reports/, { timeout: 15_000 });

  const settings = (await (await admin.get("/api/admin/settings")).json()) as Record<string, unknown>;
  expect((await admin.put("/api/admin/settings", { data: { ...settings, enableGuestAccess: false } })).ok()).toBe(true);

  const alert = recordingAlert(page, "Guest access ended");
  await expect(alert).toContainText("Guest access has been turned off. Please sign in to record.");
  await expectIdleWithinASecond(page, { microphoneUsed: true });
  await expect(transcriptBox(page)).toHaveValue(/Patient reports/);
  await expect(alert.getByRole("link", { name: "Sign in" })).toBeVisible();

  const refused = await page.request.post("/api/process/consultation", { data: { text: "Dry cough for three days." } });
  expect(refused.status()).toBe(401);
  await page.reload();
  await expect(page).toHaveURL(/\/auth$/);
});

test("guest access off: no 'Continue as guest', and the document API answers 401 to anyone not signed in", async ({
  page,
}) => {
  restore = await changeSettings({ enableGuestAccess: false });
  await page.goto("/auth");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue as guest" })).toHaveCount(0);

  const anonymous = await requests.newContext({ baseURL: E2E.baseURL });
  for (const [kind, body] of [
    ["consultation", { text: "Dry cough." }],
    ["referral-letter", { transcript: "Dry cough." }],
    ["exact", { text: "Dry cough." }],
    ["question", { question: "Anything?" }],
  ] as const) {
    const response = await anonymous.post(`/api/process/${kind}`, { data: body });
    expect(response.status(), kind).toBe(401);
  }
  // A guest form posted anyway (an old page, a script) is refused.
  const posted = await anonymous.post("/auth", { form: { intent: "guest" }, maxRedirects: 0 });
  expect(posted.status()).toBe(403);
  await anonymous.dispose();
});
