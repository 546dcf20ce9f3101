import { expect, type Page } from "@playwright/test";
import { adminApi, changeSettings, chooseOwnPasswordThroughUi, PASSWORD, uniqueEmail, test } from "./helpers.ts";

/** Issue 11 §7: with registration off, /auth offers sign-in only, and every way of registering is refused. */

const NOTE = "Accounts are created by your practice administrator.";
const CLOSED = "Registration is currently closed. Please ask your practice administrator for an account.";

let restoreSettings: (() => Promise<void>) | undefined;
test.beforeEach(async () => {
  restoreSettings = await changeSettings({ enableRegistration: false });
});
test.afterEach(async () => {
  await restoreSettings?.();
  restoreSettings = undefined;
});

async function expectSignInOnly(page: Page): Promise<void> {
  await expect(page.getByText(NOTE, { exact: true })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Register" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Create Account - Free Trial" })).toHaveCount(0);
  await expect(page.getByLabel("Confirm password")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
}

async function accountExists(email: string): Promise<boolean> {
  const admin = await adminApi();
  const users = (await (await admin.get("/api/admin/users")).json()) as Array<{ email: string }>;
  await admin.dispose();
  return users.some((user) => user.email === email);
}

test("/auth shows sign-in only, with the note, on either tab's address; an existing user still signs in", async ({
  page,
}) => {
  for (const path of ["/auth", "/auth?tab=register"]) {
    await page.goto(path);
    await expectSignInOnly(page);
  }
  const form = page.getByRole("region", { name: "Sign in" });
  await form.getByLabel("Email").fill(uniqueEmail("nobody"));
  await form.getByLabel("Password").fill("wrong password");
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Sign-in failed" })).toContainText(
    "Invalid email or password",
  );

  // A clinician whose account the administrator made signs in, chooses their own password (decision 056), and
  // is in.
  const admin = await adminApi();
  const email = uniqueEmail("made-by-admin");
  const given = "given by the admin 1";
  const created = await admin.post("/api/admin/users", {
    data: { firstName: "Made", lastName: "ByAdmin", email, password: given, role: "user" },
  });
  expect(created.status()).toBe(201);
  try {
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password").fill(given);
    await form.getByRole("button", { name: "Sign In" }).click();
    await chooseOwnPasswordThroughUi(page, given);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel("Transcription text", { exact: true })).toBeVisible();
  } finally {
    const { id } = (await created.json()) as { id: number };
    expect((await admin.delete(`/api/admin/users/${id}`)).ok()).toBe(true);
    await admin.dispose();
  }
});

test("POST /api/register and a forged register form are both refused, and no account is made", async ({ page }) => {
  const viaApi = uniqueEmail("closed-api");
  const api = await page.request.post("/api/register", {
    data: { firstName: "Api", lastName: "Caller", email: viaApi, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(api.status()).toBe(403);
  expect(await api.json()).toEqual({ error: CLOSED });

  const viaForm = uniqueEmail("closed-form");
  const form = await page.request.post("/auth", {
    form: {
      intent: "register",
      firstName: "Forged",
      lastName: "Form",
      email: viaForm,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(form.status()).toBe(403);
  expect(await form.text()).toContain(CLOSED);

  expect(await accountExists(viaApi)).toBe(false);
  expect(await accountExists(viaForm)).toBe(false);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page offers sign-in only, with the note", async ({ page }) => {
    await page.goto("/auth?tab=register");
    await expectSignInOnly(page);
  });
});
