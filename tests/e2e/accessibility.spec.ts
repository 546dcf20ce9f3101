import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E } from "../../playwright.config.ts";
import { PASSWORD, uniqueEmail } from "./helpers.ts";
import { latestMail, linkIn } from "./mail.ts";

/**
 * Every page of the spec's route table (§2), scanned with axe at a phone's and a laptop's width: no serious or
 * critical violation anywhere. One line per page: add a page here and it is scanned at both widths.
 */
type Visitor = "anonymous" | "clinician" | "admin";
type PageToScan = {
  /** What the test is called. */
  name: string;
  /** The address, or a function that works it out (e.g. a live reset link). */
  path: string | ((page: Page) => Promise<string>);
  as: Visitor;
  /** A heading that is on the page once it has loaded. */
  heading: string | RegExp;
};

const PAGES: PageToScan[] = [
  { name: "dictation screen", path: "/", as: "clinician", heading: "Transcription" },
  { name: "help guide", path: "/help", as: "clinician", heading: "Help Guide" },
  { name: "preferences", path: "/preferences", as: "clinician", heading: "Preferences" },
  { name: "profile", path: "/profile", as: "clinician", heading: "Profile" },
  { name: "my consultations", path: "/history", as: "clinician", heading: "My consultations" },
  { name: "one consultation", path: savedConsultation, as: "clinician", heading: /^Consultation of / },
  { name: "sign in (Login tab)", path: "/auth", as: "anonymous", heading: "Notewell" },
  { name: "sign in (Register tab)", path: "/auth?tab=register", as: "anonymous", heading: "Notewell" },
  { name: "forgot password", path: "/forgot-password", as: "anonymous", heading: "Forgot your password?" },
  { name: "reset password without a token", path: "/reset-password", as: "anonymous", heading: "Invalid Reset Link" },
  { name: "reset password with a live token", path: liveResetLink, as: "anonymous", heading: "Choose a new password" },
  { name: "privacy policy", path: "/privacy-policy", as: "anonymous", heading: "Privacy Policy" },
  { name: "terms of service", path: "/terms-of-service", as: "anonymous", heading: "Terms of Service" },
  { name: "cookie policy", path: "/cookie-policy", as: "anonymous", heading: "Cookie Policy" },
  { name: "user management", path: "/admin/users", as: "admin", heading: "User Management" },
  { name: "settings: General", path: "/admin/settings?tab=general", as: "admin", heading: "System Settings" },
  { name: "settings: Security", path: "/admin/settings?tab=security", as: "admin", heading: "System Settings" },
  { name: "settings: Integrations", path: "/admin/settings?tab=integrations", as: "admin", heading: "System Settings" },
  { name: "settings: Statistics", path: "/admin/settings?tab=statistics", as: "admin", heading: "System Settings" },
  { name: "settings: Maintenance", path: "/admin/settings?tab=maintenance", as: "admin", heading: "System Settings" },
  { name: "404 page", path: "/no-such-page", as: "anonymous", heading: "Page Not Found" },
];

/** A consultation with a transcript, a letter and an answered question, saved through the JSON API. */
async function savedConsultation(page: Page): Promise<string> {
  const response = await page.request.post("/api/consultations", {
    headers: { Origin: E2E.baseURL },
    data: {
      transcript: "knee pain for a month, worse on stairs",
      referralLetter: "Thank you for seeing this patient.",
      questions: [{ question: "Red flags?", answer: "None described.", askedAt: new Date().toISOString() }],
    },
  });
  expect(response.status()).toBe(201);
  return `/history/${((await response.json()) as { id: string }).id}`;
}

const WIDTHS = [
  { name: "390 px", viewport: { width: 390, height: 844 } },
  { name: "1280 px", viewport: { width: 1280, height: 800 } },
];

/** A clinician account for the protected pages, made once for this file through the JSON API. */
const clinician = { email: uniqueEmail("a11y"), password: PASSWORD };
test.beforeAll(async ({ request }) => {
  const response = await request.post("/api/register", {
    data: {
      firstName: "Axe",
      lastName: "Checker",
      email: clinician.email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(response.status()).toBe(201);
});

async function signIn(page: Page, as: Visitor): Promise<void> {
  if (as === "anonymous") return;
  const { email, password } = as === "admin" ? E2E.admin : clinician;
  // page.request shares the page's cookies: the session cookie it gets back signs the page in.
  const response = await page.request.post("/api/login", { data: { email, password } });
  expect(response.status()).toBe(200);
}

/** A reset link straight from the e-mail of a throw-away account (each link works once and lasts an hour). */
async function liveResetLink(page: Page): Promise<string> {
  const email = uniqueEmail("a11y-reset");
  const registered = await page.request.post("/api/register", {
    data: { firstName: "Reset", lastName: "Checker", email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  await page.request.post("/api/logout");
  expect((await page.request.post("/api/forgot-password", { data: { email } })).ok()).toBe(true);
  return linkIn(await latestMail(email), "/reset-password");
}

/** Each serious or critical violation as 'rule: help — the elements (their markup, shortened)'. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.html.slice(0, 120)).join(" | ")}`,
    );
}

for (const { name: width, viewport } of WIDTHS) {
  test.describe(`at ${width}`, () => {
    test.use({ viewport });

    for (const entry of PAGES) {
      test(`${entry.name}: no serious or critical axe violations`, async ({ page }) => {
        await signIn(page, entry.as);
        const path = typeof entry.path === "string" ? entry.path : await entry.path(page);
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: entry.heading }).first()).toBeVisible();
        // The cookie banner appears once the page has hydrated (this browser has made no choice): scanning
        // after it shows means the page is in its final state, banner included.
        await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();

        expect(await seriousViolations(page), "with the cookie banner").toEqual([]);
        // Once more without it: axe cannot judge the contrast of text the fixed banner sits on.
        await page
          .getByRole("region", { name: "Cookie consent" })
          .getByRole("button", { name: "Essential Only" })
          .click();
        await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
        expect(await seriousViolations(page), "without the cookie banner").toEqual([]);
      });
    }
  });
}
