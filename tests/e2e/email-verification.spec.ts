import { expect, type Page } from "@playwright/test";
import {
  adminApi,
  changeSettings,
  expectToast,
  PASSWORD,
  signInThroughUi,
  chooseOwnPasswordThroughUi,
  signOutThroughUi,
  uniqueEmail,
  test,
} from "./helpers.ts";
import { latestMail, linkIn, mailsTo } from "./mail.ts";

/** Issue 11 §4: "Require email verification" holds back unverified clinicians, never an administrator. */

const UNVERIFIED = "Please verify your email address before signing in. We sent you a link when you registered.";

let restoreSettings: (() => Promise<void>) | undefined;
test.beforeEach(async () => {
  restoreSettings = await changeSettings({ requireEmailVerification: true, enableRegistration: true });
});
test.afterEach(async () => {
  await restoreSettings?.();
  restoreSettings = undefined;
});

/** Registers through the form; with verification on, the account waits for its link (no session). */
async function registerUnverified(page: Page): Promise<string> {
  const email = uniqueEmail("unverified");
  await page.goto("/auth?tab=register");
  const form = page.getByRole("tabpanel", { name: "Register" });
  await form.getByLabel("First name").fill("Ignaz");
  await form.getByLabel("Last name").fill("Semmelweis");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirm password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create Account - Free Trial" }).click();
  // The toast's own text (Radix also copies it into a hidden live region, which would match twice).
  await expect(
    page.locator('[aria-label^="Notification"]').getByText(`We've sent a verification link to ${email}`),
  ).toBeVisible();
  expect((await latestMail(email)).subject).toBe("Verify your Notewell email address");
  return email;
}

async function tryToSignIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto("/auth");
  const form = page.getByRole("tabpanel", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

test("an unverified clinician is told why sign-in failed, gets a new link from the message, and it lets them in", async ({
  page,
}) => {
  const email = await registerUnverified(page);
  await tryToSignIn(page, email);
  const alert = page.getByRole("alert").filter({ hasText: "Sign-in failed" });
  await expect(alert).toContainText(UNVERIFIED);
  await alert.getByRole("button", { name: "Send a new verification link" }).click();
  await expectToast(page, "Check your email");
  await expect.poll(() => mailsTo(email).length).toBe(2);

  await page.goto(linkIn(mailsTo(email).at(-1)!, "/verify-email"));
  await expectToast(page, "Email verified");
  await signInThroughUi(page, email);
  await expect(page).toHaveURL(/\/$/);
});

test("an administrator whose address is unverified still signs in", async ({ page }) => {
  const admin = await adminApi();
  const email = uniqueEmail("second-admin");
  const given = "given by the first admin 1";
  const created = await admin.post("/api/admin/users", {
    data: { firstName: "Second", lastName: "Admin", email, password: given, role: "admin" },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    // Signed in with the password the first administrator gave, they choose their own first (decision 056).
    await page.goto("/auth");
    const form = page.getByRole("tabpanel", { name: "Sign in" });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password").fill(given);
    await form.getByRole("button", { name: "Sign In" }).click();
    await chooseOwnPasswordThroughUi(page, given);
    // A new address must be verified again while the setting is on: this admin's address is now unverified.
    const changedEmail = uniqueEmail("second-admin-moved");
    await page.goto("/profile");
    const edit = page.getByRole("region", { name: "Edit profile" });
    await edit.getByLabel("Email").fill(changedEmail);
    await edit.getByLabel("Current password").fill(PASSWORD);
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Profile updated");
    expect((await latestMail(changedEmail)).subject).toBe("Verify your Notewell email address");
    const users = (await (await admin.get("/api/admin/users")).json()) as Array<{ id: number; emailVerified: boolean }>;
    expect(users.find((user) => user.id === id)?.emailVerified).toBe(false);

    await signOutThroughUi(page);
    await signInThroughUi(page, changedEmail);
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { name: "System Settings" })).toBeVisible();
  } finally {
    expect((await admin.delete(`/api/admin/users/${id}`)).ok()).toBe(true);
    await admin.dispose();
  }
});

test("a password reset through the e-mailed link verifies the address", async ({ page }) => {
  const email = await registerUnverified(page);
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await expect.poll(() => mailsTo(email).some((mail) => mail.subject === "Reset your Notewell password")).toBe(true);

  await page.goto(linkIn(await latestMail(email), "/reset-password"));
  await page.getByLabel("New Password", { exact: true }).fill("a verified password");
  await page.getByLabel("Confirm New Password").fill("a verified password");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByRole("heading", { name: "Password Reset Successful" })).toBeVisible();
  await signInThroughUi(page, email, "a verified password");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the reason is on the page and the new-link button works as a plain form", async ({ page }) => {
    const email = await registerUnverified(page);
    await tryToSignIn(page, email);
    const alert = page.getByRole("alert").filter({ hasText: "Sign-in failed" });
    await expect(alert).toContainText(UNVERIFIED);
    await alert.getByRole("button", { name: "Send a new verification link" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText("If that account is waiting for verification, we've sent a new link.")).toBeVisible();
    await expect.poll(() => mailsTo(email).length).toBe(2);
  });
});
