import { expect, test } from "@playwright/test";
import { expectToast, PASSWORD, registerThroughUi, signInThroughUi, signOutThroughUi, uniqueEmail } from "./helpers.ts";
import { latestMail, linkIn } from "./mail.ts";

test("forgot password: the mail arrives by SMTP, its link sets a new password, and it signs in", async ({ page }) => {
  const email = await registerThroughUi(page);
  await signOutThroughUi(page);

  await page.getByRole("link", { name: "Forgot your password?" }).click();
  // The sign-in page has an Email field too: wait until the navigation has landed.
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await expect(
    page.getByText("If an account with that email exists, we've sent you a password reset link"),
  ).toBeVisible();

  const mail = await latestMail(email);
  expect(mail.subject).toBe("Reset your Notewell password");
  await page.goto(linkIn(mail, "/reset-password"));
  await page.getByLabel("New Password", { exact: true }).fill("a brand new password");
  await page.getByLabel("Confirm New Password").fill("a brand new password");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByRole("heading", { name: "Password Reset Successful" })).toBeVisible();
  await page.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughUi(page, email, "a brand new password");

  // The link cannot be used twice.
  await page.goto(linkIn(mail, "/reset-password"));
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Request New Reset Link" })).toHaveAttribute("href", "/forgot-password");
});

test("the 'Back to Sign In' link on the success view (/login) leads to sign-in", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("link", { name: "Back to Sign In" })).toHaveAttribute("href", "/login");
  await page.getByRole("link", { name: "Back to Sign In" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
});

test("the sign-in tabs switch when clicked, before the server has answered (a slow connection)", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByRole("tabpanel", { name: "Sign in" })).toBeVisible();
  // Hold every data request of the tab's navigation until the panels have been checked.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(
    (url) => url.pathname === "/auth" && url.searchParams.has("_data"),
    async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    },
  );

  await page.getByRole("tab", { name: "Register" }).click();
  await expect.poll(() => held.length, { message: "the tab's navigation asked the server" }).toBeGreaterThan(0);
  const register = page.getByRole("tabpanel", { name: "Register" });
  await expect(register.getByLabel("First name")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
  await register.getByLabel("First name").fill("Asha");

  release();
  await expect(page).toHaveURL(/tab=register/);
  // The server's answer changes nothing the clinician has typed meanwhile.
  await expect(register.getByLabel("First name")).toHaveValue("Asha");
});

test("login failure shows the 'Sign-in failed' toast with the server's message", async ({ page }) => {
  await page.goto("/auth");
  const form = page.getByRole("tabpanel", { name: "Sign in" });
  await form.getByLabel("Email").fill(uniqueEmail("stranger"));
  await form.getByLabel("Password").fill("wrong password");
  await form.getByRole("button", { name: "Sign In" }).click();
  await expectToast(page, "Invalid email or password");
  await expect(page.getByRole("alert").filter({ hasText: "Sign-in failed" })).toBeVisible();
});

test("profile: edit, change password (other sessions end), then delete the account behind the dialog", async ({
  page,
  browser,
}) => {
  const email = await registerThroughUi(page);
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  await signInThroughUi(otherPage, email);

  await page.goto("/profile");
  await expect(page.getByText("Joined")).toBeVisible();
  const edit = page.getByRole("region", { name: "Edit profile" });
  await edit.getByLabel("First name").fill("Rosalind");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Profile updated");
  await expect(page.getByRole("region", { name: "Account overview" })).toContainText("Rosalind Hopper");

  const change = page.getByRole("region", { name: "Change Password" });
  await change.getByLabel("Current password").fill(PASSWORD);
  await change.getByLabel("New password", { exact: true }).fill("new secret");
  await change.getByLabel("Confirm new password").fill("new secret");
  await change.getByRole("button", { name: "Change Password" }).click();
  await expectToast(page, "Password changed");
  // The other device is signed out.
  await otherPage.goto("/profile");
  await expect(otherPage).toHaveURL(/\/auth/);
  await elsewhere.close();

  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Are you absolutely sure?" });
  await expect(dialog).toContainText("transcription history");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Delete Account" }).click();
  // A session alone is not enough (issue 21): the dialog asks for the password, and keeps the account without it.
  await dialog.getByRole("button", { name: "Yes, delete my account" }).click();
  await expectToast(page, "Failed to delete account");
  await expect(dialog.getByRole("alert")).toHaveText("Enter your current password to delete your account");
  await dialog.getByLabel("Current password").fill("not my password");
  await dialog.getByRole("button", { name: "Yes, delete my account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Current password is incorrect");
  await dialog.getByLabel("Current password").fill("new secret");
  await dialog.getByRole("button", { name: "Yes, delete my account" }).click();
  await expectToast(page, "Account deleted");
  await expect(page).toHaveURL(/\/auth$/);
  const form = page.getByRole("tabpanel", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill("new secret");
  await form.getByRole("button", { name: "Sign In" }).click();
  await expectToast(page, "Invalid email or password");
});

test("change password: the same password again is refused on its field; after a change the fields are empty", async ({
  page,
}) => {
  await registerThroughUi(page);
  await page.goto("/profile");
  const change = page.getByRole("region", { name: "Change Password" });
  const current = change.getByLabel("Current password");
  const next = change.getByLabel("New password", { exact: true });
  const confirm = change.getByLabel("Confirm new password");

  await current.fill(PASSWORD);
  await next.fill(PASSWORD);
  await confirm.fill(PASSWORD);
  await change.getByRole("button", { name: "Change Password" }).click();
  await expect(next).toHaveAccessibleDescription(/New password must be different from your current password/);
  await expect(change.getByText("New password must be different from your current password")).toBeVisible();

  await next.fill("a fresh password");
  await confirm.fill("a fresh password");
  await change.getByRole("button", { name: "Change Password" }).click();
  await expectToast(page, "Password changed");
  for (const field of [current, next, confirm]) await expect(field).toHaveValue("");
  await expect(next).not.toHaveAttribute("aria-invalid", "true");
});

test("preferences: the selects save at once; formatting is kept in the browser", async ({ page }) => {
  await registerThroughUi(page);
  await page.goto("/preferences");
  await page.getByRole("combobox", { name: "Consultation Note Format" }).click();
  await page.getByRole("option", { name: "SOAP" }).click();
  await expectToast(page, "Preference Updated");
  // The first toast may still be showing: wait for this save's own response before reloading, or the reload
  // would cancel it in flight.
  const detailSaved = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/preferences",
  );
  await page.getByRole("combobox", { name: "Consultation Note Detail Level" }).click();
  await page.getByRole("option", { name: "Extended" }).click();
  expect((await detailSaved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Consultation Note Format" })).toHaveText(/SOAP/);
  await expect(page.getByRole("combobox", { name: "Consultation Note Detail Level" })).toHaveText(/Extended/);
  expect(await page.evaluate(() => localStorage.getItem("consultationFormat"))).toBe("soap");

  const formatting = page.getByRole("switch", { name: "Transcription Formatting" });
  await expect(formatting).toBeChecked();
  await formatting.click();
  await expect(formatting).not.toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem("formatTurns"))).toBe("false");
  await page.reload();
  await expect(page.getByRole("switch", { name: "Transcription Formatting" })).not.toBeChecked();

  const saved = await (await page.request.get("/api/user/preferences")).json();
  expect(saved).toEqual({ consultationConciseness: "extended", consultationFormat: "soap", keyTerms: [] });
});

test("preferences: key terms are checked by the server as the box is left; a refused list says why beside the box and is not saved", async ({
  page,
}) => {
  await registerThroughUi(page);
  await page.goto("/preferences");
  const box = page.getByRole("textbox", { name: "Key terms" });
  await box.fill(`Ramipril\n${"x".repeat(51)}`);
  await box.blur();
  await expect(page.getByText("Each key term must be at most 50 characters")).toBeVisible();
  await expect(box).toHaveAttribute("aria-invalid", "true");
  expect((await (await page.request.get("/api/user/preferences")).json()).keyTerms).toEqual([]);
  // Nothing refused is kept in the browser to be sent again after signing in.
  expect(await page.evaluate(() => Object.keys(localStorage).some((key) => /pending/i.test(key)))).toBe(false);

  await box.fill("Ramipril\nAtorvastatin\nRamipril");
  await box.blur();
  await expect(page.getByText("2 key terms saved").first()).toBeVisible();
  await expect(page.getByText("Each key term must be at most 50 characters")).toBeHidden();
  await expect(box).not.toHaveAttribute("aria-invalid", "true");
  expect((await (await page.request.get("/api/user/preferences")).json()).keyTerms).toEqual([
    "Ramipril",
    "Atorvastatin",
  ]);
});

test("sign out: nothing readable is left in the browser and the page goes to sign-in; if the server refuses, 'Sign-out failed' and nothing is lost", async ({
  page,
}) => {
  await registerThroughUi(page);
  const transcript = page.getByLabel("Transcription text", { exact: true });
  await transcript.fill("Draft words");
  const storedInClear = () =>
    page.evaluate(() =>
      [localStorage, sessionStorage].some((store) =>
        Array.from({ length: store.length }, (_, i) => store.getItem(store.key(i)!) ?? "").some((value) =>
          value.includes("Draft words"),
        ),
      ),
    );
  // The draft is kept only encrypted, even while signed in (issue 21).
  await expect.poll(() => page.evaluate(() => localStorage.getItem("notewell:draft"))).not.toBeNull();
  expect(await storedInClear()).toBe(false);
  await page.route("**/api/logout", (route) => route.fulfill({ status: 503, body: "unavailable" }));
  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await expectToast(page, "Sign-out failed");
  await expect(transcript).toHaveValue("Draft words");
  await page.unroute("**/api/logout");
  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await storedInClear()).toBe(false);
});
