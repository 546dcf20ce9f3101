import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectToast, registerThroughUi } from "./helpers.ts";

/** The Help Guide (protected) and the three policy pages (public), product.md §2. */

const HELP_SECTIONS = [
  "Quick Start",
  "Recording Methods",
  "Document Processing Options",
  "Recording Controls",
  "AI Question Assistant",
  "Preferences",
  "Workflow Examples",
  "Privacy and Compliance",
];
const WORKFLOWS = ["GP consultation", "Specialist referral", "Team meeting"];

const POLICIES = [
  { path: "/privacy-policy", title: "Privacy Policy", mentions: ["AssemblyAI", "7 years after it is closed"] },
  { path: "/terms-of-service", title: "Terms of Service", mentions: ["aged 18 or over", "in the 12 months before"] },
  { path: "/cookie-policy", title: "Cookie Policy", mentions: ["__session", "notewell:cookie-consent"] },
];

async function storedPreferences(page: Page): Promise<unknown> {
  return page.evaluate(
    () => JSON.parse(window.localStorage.getItem("notewell:cookie-preferences") ?? "null") as unknown,
  );
}

test("the Help Guide needs a signed-in user", async ({ page }) => {
  await page.goto("/help");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fhelp$/);
});

test("a link in the Help Guide's text followed with no connection keeps the page, and opens once back online", async ({
  page,
  context,
}) => {
  await registerThroughUi(page);
  await page.goto("/help");
  const link = page.getByRole("main").getByRole("link", { name: "My consultations" }).first();
  await context.setOffline(true);
  await link.click();
  await expectToast(page, "“My consultations” will open once the connection is back. This page stays as it is.");
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole("heading", { level: 1, name: "Help Guide" })).toBeVisible();

  await context.setOffline(false);
  await link.click();
  await expect(page).toHaveURL(/\/history$/);
});

test("a signed-in user sees every Help Guide section, and the contents list jumps to them", async ({ page }) => {
  await registerThroughUi(page);
  await page.goto("/help");
  await expect(page).toHaveTitle("Help Guide — Notewell");
  await expect(page.getByRole("heading", { level: 1, name: "Help Guide" })).toBeVisible();
  for (const name of HELP_SECTIONS) {
    await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  }
  for (const name of WORKFLOWS) {
    await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/6–12 inches/)).toBeVisible();
  await expect(page.getByText(/16 kHz with silence and pause handling/)).toBeVisible();
  // What happens when the connection drops (issue 22).
  const dropped = page.getByRole("definition").filter({ hasText: "Notewell keeps recording" });
  await expect(dropped).toContainText("Reconnecting — still recording; your words are kept");
  await expect(dropped).toContainText("Up to a minute of what you say is kept");
  await expect(dropped).toContainText("[No transcript from 10:32:05 to 10:32:15: the connection was lost]");

  const contents = page.getByRole("navigation", { name: "On this page" });
  await contents.getByRole("link", { name: "Recording Controls" }).click();
  await expect(page).toHaveURL(/\/help#recording-controls$/);
  await expect(page.getByRole("heading", { level: 2, name: "Recording Controls" })).toBeInViewport();

  // The policies are open to signed-in users too, inside the app's layout.
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign Out" }).first()).toBeAttached();
});

for (const policy of POLICIES) {
  test(`${policy.title} is public and shows version 1.0, effective 5 June 2025`, async ({ page }) => {
    await page.goto(policy.path);
    await expect(page).toHaveURL(new RegExp(`${policy.path}$`));
    await expect(page).toHaveTitle(`${policy.title} — Notewell`);
    await expect(page.getByRole("heading", { level: 1, name: policy.title })).toBeVisible();
    await expect(page.getByText("Version 1.0", { exact: true })).toBeVisible();
    await expect(page.getByText("5 June 2025", { exact: true })).toBeVisible();
    for (const text of policy.mentions) {
      await expect(page.getByText(text).first()).toBeVisible();
    }
    // Signed out: no sidebar, a small header that leads back to sign-in.
    await expect(page.getByRole("button", { name: "Sign Out" })).toHaveCount(0);
    await page.getByRole("banner").getByRole("link", { name: "Notewell" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
}

test("the policies' and the Help Guide's running text is set in the regular weight, their headings in bold", async ({
  page,
}) => {
  // A table caption's style once took the text column's class name (a style file re-exporting another's), and every
  // word of these pages turned bold.
  const weight = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).fontWeight);
  await page.goto("/privacy-policy");
  const paragraph = page.locator("main p").filter({ hasText: "AssemblyAI" }).first();
  expect(await weight(paragraph)).toBe("400");
  expect(Number(await weight(page.getByRole("heading", { level: 1 })))).toBeGreaterThanOrEqual(600);
  await registerThroughUi(page);
  await page.goto("/help");
  // The innermost item that says it (the list of what is checked has lists within it).
  expect(await weight(page.locator("main li").filter({ hasText: "blood in his wee" }).last())).toBe("400");
});

test("Cookie Policy switches save at once with a toast; Essential cannot be switched off", async ({ page }) => {
  await page.goto("/cookie-policy");
  const essential = page.getByRole("switch", { name: "Essential cookies" });
  const functional = page.getByRole("switch", { name: "Functional cookies" });
  const analytics = page.getByRole("switch", { name: "Analytics cookies" });
  const marketing = page.getByRole("switch", { name: "Marketing cookies" });

  await expect(functional).toBeEnabled();
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  await expect(functional).toBeChecked();
  await expect(analytics).not.toBeChecked();
  await expect(marketing).not.toBeChecked();

  await analytics.click();
  await expectToast(page, "Cookie Preferences Updated");
  await expectToast(page, "Analytics cookies enabled");
  await expect(analytics).toBeChecked();
  expect(await storedPreferences(page)).toEqual({
    essential: true,
    functional: true,
    analytics: true,
    marketing: false,
  });
  const consent = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem("notewell:cookie-consent") ?? "null"),
  );
  expect(consent).toMatchObject({ essential: true, functional: true, analytics: true, marketing: false });
  expect(Number.isNaN(Date.parse(consent.timestamp))).toBe(false);

  await functional.click();
  await expectToast(page, "Functional cookies disabled");
  expect(await storedPreferences(page)).toEqual({
    essential: true,
    functional: false,
    analytics: true,
    marketing: false,
  });

  // The tables say what is stored and for how long.
  await expect(page.getByRole("table", { name: "Cookies Notewell sets" })).toContainText("en_toast");
  await expect(page.getByRole("table", { name: "Local storage" })).toContainText("formatTurns");
  await expect(page.getByRole("table", { name: "Optional cookies not in use" })).toContainText("2 years");

  await page.reload();
  await expect(functional).toBeEnabled();
  await expect(functional).not.toBeChecked();
  await expect(analytics).toBeChecked();
  await expect(essential).toBeDisabled();
});
