import { expect, type Page } from "@playwright/test";

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
  const form = page.getByRole("tabpanel", { name: "Login" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expectToast(page, "Welcome back!");
}

export async function signOutThroughUi(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
}

/** A toast's title or description is on screen (Radix also copies it into a hidden live region). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('[aria-label^="Notification"]').getByText(text, { exact: true }).first()).toBeVisible();
}
