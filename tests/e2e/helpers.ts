import {
  expect,
  request as requests,
  test as base,
  type APIRequestContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { E2E } from "../../playwright.config.ts";

let counter = 0;

export function uniqueEmail(prefix = "gp"): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@practice.nhs.uk`;
}

export const PASSWORD = "dictation password";

/** Registers through the UI and lands signed in on the dictation screen. */
export async function registerThroughUi(page: Page, email = uniqueEmail()): Promise<string> {
  await page.goto("/auth?tab=register");
  const form = page.getByRole("tabpanel", { name: "Register" });
  await form.getByLabel("First name").fill("Grace");
  await form.getByLabel("Last name").fill("Hopper");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirm password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create Account - Free Trial" }).click();
  await expect(page).toHaveURL(/\/$/);
  // The address changes a moment before the dictation screen has rendered: wait for the screen itself.
  await expect(page.getByLabel("Transcription text", { exact: true })).toBeVisible();
  return email;
}

export async function signInThroughUi(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto("/auth");
  const form = page.getByRole("tabpanel", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expectToast(page, "Welcome back!");
}

/**
 * On /change-password after signing in with a password an administrator gave (decision 056): chooses `own`, as
 * the account's holder must before anything else opens.
 */
export async function chooseOwnPasswordThroughUi(page: Page, given: string, own = PASSWORD): Promise<void> {
  await expect(page).toHaveURL(/\/change-password$/);
  await page.getByLabel("Password you were given").fill(given);
  await page.getByLabel("New Password", { exact: true }).fill(own);
  await page.getByLabel("Confirm New Password").fill(own);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expectToast(page, "Password changed");
}

export async function signOutThroughUi(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
}

/** A toast's title or description is on screen (Radix also copies it into a hidden live region). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('[aria-label^="Notification"]').getByText(text, { exact: true }).first()).toBeVisible();
}

/** A JSON API client signed in as the first administrator (dispose it when done). */
export async function adminApi(): Promise<APIRequestContext> {
  const admin = await requests.newContext({ baseURL: E2E.baseURL });
  const response = await admin.post("/api/login", { data: { email: E2E.admin.email, password: E2E.admin.password } });
  expect(response.status()).toBe(200);
  return admin;
}

/** The settings as they were before each change the running test made and has not put back, newest last. */
const unrestored: Record<string, unknown>[] = [];
/** Whether the running test has the fixture that puts settings back (changeSettings refuses to run without it). */
let guarded = false;

/**
 * Playwright's `test`, with every system setting changeSettings changed put back once the test ends, even when the
 * test failed or timed out before its own restore ran (a timed-out test's `finally` may never finish: its worker is
 * stopped). The settings are shared by every spec that runs after, so a test that changes them imports `test` from
 * here: one failure must stay one (a maintenance switch left on once failed 43 later tests).
 */
export const test = base.extend<{ settingsPutBack: void }>({
  settingsPutBack: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      guarded = true;
      try {
        await use();
      } finally {
        guarded = false;
        if (unrestored.length > 0) {
          // A session of its own: the test's may be gone. The oldest is how the test found them.
          const admin = await adminApi();
          const restored = await putSettings(admin, unrestored[0]);
          unrestored.length = 0;
          await admin.dispose();
          expect(restored).toBe(200);
        }
      }
    },
    { auto: true },
  ],
});

/**
 * Changes system settings through the admin JSON API (as `api`, or a session of its own). Other specs share the
 * database, so it returns the function that puts every setting back as it was (call it in afterEach or `finally`;
 * the `test` above puts them back itself if the test ended without doing so).
 */
export async function changeSettings(
  changes: Record<string, unknown>,
  api?: APIRequestContext,
): Promise<() => Promise<void>> {
  if (!guarded) throw new Error("changeSettings needs the `test` from tests/e2e/helpers.ts, which puts settings back");
  const admin = api ?? (await adminApi());
  const before = (await (await admin.get("/api/admin/settings")).json()) as Record<string, unknown>;
  const changed = await admin.put("/api/admin/settings", { data: { ...before, ...changes } });
  expect(changed.status()).toBe(200);
  unrestored.push(before);
  return async () => {
    const at = unrestored.lastIndexOf(before);
    if (at < 0) return; // already put back
    // The provider keys come back as ***configured***, which keeps them.
    const restored = await putSettings(admin, before);
    expect(restored).toBe(200);
    // Only once they are back: if putting them back failed, the `test` above tries again when the test ends.
    unrestored.splice(at);
    if (!api) await admin.dispose();
  };
}

/**
 * Puts the settings, once more on a fresh connection if the first is reset: a context kept open through a long test
 * may send on a keep-alive socket the server has just closed as idle (ECONNRESET), and a PUT of the whole settings is
 * safe to repeat. Returns the response's status.
 */
async function putSettings(admin: APIRequestContext, data: Record<string, unknown>): Promise<number> {
  try {
    return (await admin.put("/api/admin/settings", { data })).status();
  } catch (error) {
    if (!/ECONNRESET|socket hang up|EPIPE/.test(String(error))) throw error;
    const fresh = await adminApi();
    try {
      return (await fresh.put("/api/admin/settings", { data })).status();
    } finally {
      await fresh.dispose();
    }
  }
}

/**
 * Opens the latest consultation from My consultations, which must list a patient summary, and returns the summary's
 * region on its page.
 */
export async function openLatestPatientSummary(page: Page): Promise<Locator> {
  await page.goto("/history");
  const item = page.getByRole("list", { name: "Consultations" }).getByRole("listitem").first();
  await expect(item).toContainText("Patient summary");
  await item.getByRole("link").click();
  return page.getByRole("region", { name: "Patient summary" });
}
