import { expect, test, type Page } from "@playwright/test";
import { expireSessions } from "./database.ts";
import { PASSWORD, uniqueEmail } from "./helpers.ts";

/**
 * Without JavaScript, a preferences change posted after the session ran out is carried through signing in again
 * and shown, filled in, for the clinician to save (decision 016, "Session ran out").
 */

const NOTICE = "Your session had run out, so this change was not saved. It is filled in below: save it to keep it.";

async function register(page: Page): Promise<string> {
  const email = uniqueEmail("nojs-expired-prefs");
  await page.goto("/auth?tab=register");
  const form = page.getByRole("tabpanel", { name: "Register" });
  await form.getByLabel("First name").fill("Mary");
  await form.getByLabel("Last name").fill("Seacole");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirm password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create Account - Free Trial" }).click();
  await expect(page).toHaveURL(/\/$/);
  return email;
}

async function signInAgain(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(/\/auth\?/);
  await expect(page.getByText("Your session has expired. Please sign in again.")).toBeVisible();
  const form = page.getByRole("tabpanel", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/preferences\?/);
  await expect(page.getByText(NOTICE)).toBeVisible();
}

test("without JavaScript: a note format and key terms posted after the session ran out are there again after signing in, to save", async ({
  page,
}) => {
  const email = await register(page);
  const format = page.getByLabel("Consultation Note Format");
  const keyTerms = page.getByRole("textbox", { name: "Key terms" });

  await page.goto("/preferences");
  await expireSessions(email);
  await format.selectOption("sbar");
  await page.getByRole("button", { name: "Save preferences" }).click();
  await signInAgain(page, email);
  await expect(format).toHaveValue("sbar");
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Preference Updated")).toBeVisible();
  await expect(page).toHaveURL(/\/preferences$/);
  await expect(format).toHaveValue("sbar");

  await expireSessions(email);
  await keyTerms.fill("Amlodipine\nRoyal Derby Hospital");
  await page.getByRole("button", { name: "Save key terms" }).click();
  await signInAgain(page, email);
  await expect(keyTerms).toHaveValue("Amlodipine\nRoyal Derby Hospital");
  await page.getByRole("button", { name: "Save key terms" }).click();
  await expect(page.getByText("2 key terms saved")).toBeVisible();
  await page.goto("/preferences");
  await expect(keyTerms).toHaveValue("Amlodipine\nRoyal Derby Hospital");
  await expect(format).toHaveValue("sbar");
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});
