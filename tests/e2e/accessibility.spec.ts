import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { E2E } from "../../playwright.config.ts";
import { changeSettings, PASSWORD, uniqueEmail, test } from "./helpers.ts";
import { latestMail, linkIn } from "./mail.ts";

/**
 * Every page of the spec's route table (§2), and the states a page shows only sometimes (a guest's screen,
 * sign-in with registration off or guest access on, the unverified-address alert, an empty or unmatched History,
 * a delete confirmation, a consultation not found), scanned with axe at a phone's and a laptop's width: no serious
 * or critical violation anywhere. One entry per page or state: add one here and it is scanned at both widths.
 */
type Visitor = "anonymous" | "clinician" | "newcomer" | "guest" | "admin";
type PageToScan = {
  /** What the test is called. */
  name: string;
  /** The address, or a function that works it out (e.g. a live reset link). */
  path: string | ((page: Page) => Promise<string>);
  as: Visitor;
  /** A heading that is on the page once it has loaded. */
  heading: string | RegExp;
  /** Text that shows the page is in the state this entry is about (an empty list, a notice). */
  showing?: string;
  /** System settings this page needs (put back afterwards). */
  settings?: Record<string, unknown>;
  /** Something the visitor does on the page, after which it is scanned once more (a dialog, an alert). */
  then?: (page: Page) => Promise<void>;
};

const PAGES: PageToScan[] = [
  { name: "dictation screen", path: "/", as: "clinician", heading: "Transcription" },
  {
    name: "dictation screen of a guest",
    path: "/",
    as: "guest",
    heading: "Transcription",
    showing: "Guest session — nothing you do here is saved. Sign in to keep your work.",
    settings: { enableGuestAccess: true },
  },
  { name: "help guide", path: "/help", as: "clinician", heading: "Help Guide" },
  { name: "preferences", path: "/preferences", as: "clinician", heading: "Preferences" },
  { name: "profile", path: "/profile", as: "clinician", heading: "Profile" },
  { name: "my consultations", path: "/history", as: "clinician", heading: "My consultations" },
  {
    name: "my consultations, none yet",
    path: "/history",
    as: "newcomer",
    heading: "My consultations",
    showing: "No consultations yet. Start one on the dictation screen.",
  },
  {
    name: "my consultations, filtered to nothing",
    path: "/history?q=xylophone",
    as: "clinician",
    heading: "My consultations",
    showing: "No consultation contains “xylophone”.",
  },
  {
    name: "one consultation, and its delete confirmation",
    path: savedConsultation,
    as: "clinician",
    heading: "knee pain for a month, worse on stairs",
    then: async (page) => {
      await page.getByRole("link", { name: "Delete" }).click();
      await expect(page.getByRole("alertdialog", { name: "Delete this consultation?" })).toBeVisible();
    },
  },
  {
    name: "one consultation's delete confirmation without the dialog (no JavaScript)",
    path: async (page) => `${await savedConsultation(page)}?delete`,
    as: "clinician",
    heading: "knee pain for a month, worse on stairs",
    showing: "This cannot be undone.",
  },
  {
    name: "consultation not found",
    path: "/history/00000000-0000-4000-8000-000000000000",
    as: "clinician",
    heading: "Consultation not found",
  },
  { name: "sign in (Login tab)", path: "/auth", as: "anonymous", heading: "Notewell" },
  { name: "sign in (Register tab)", path: "/auth?tab=register", as: "anonymous", heading: "Notewell" },
  {
    name: "sign in with registration off",
    path: "/auth",
    as: "anonymous",
    heading: "Notewell",
    showing: "Accounts are created by your practice administrator.",
    settings: { enableRegistration: false },
  },
  {
    name: "sign in with guest access on",
    path: "/auth",
    as: "anonymous",
    heading: "Notewell",
    showing: "Continue as guest",
    settings: { enableGuestAccess: true },
  },
  {
    name: "sign in refused: address not verified, with the resend button",
    path: "/auth",
    as: "anonymous",
    heading: "Notewell",
    settings: { requireEmailVerification: true, enableRegistration: true },
    then: unverifiedSignIn,
  },
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
  // Issue 26.
  { name: "404 page, signed in", path: "/no-such-page", as: "clinician", heading: "Page Not Found" },
  { name: "NHS Standards", path: "/nhs-standards", as: "anonymous", heading: "NHS Standards: what we claim" },
  {
    name: "NHS Standards, signed in",
    path: "/nhs-standards",
    as: "clinician",
    heading: "NHS Standards: what we claim",
  },
  {
    name: "dictation screen during maintenance",
    path: "/",
    as: "clinician",
    heading: "Transcription",
    showing: "Back at 6 pm.",
    settings: { systemMaintenance: true, maintenanceMessage: "Back at 6 pm." },
  },
  { name: "choose your own password", path: "/change-password", as: "clinician", heading: "Choose your own password" },
  { name: "audit log", path: "/admin/audit", as: "admin", heading: "Audit log" },
  {
    name: "audit log, a filter it cannot read",
    path: "/admin/audit?from=2026-13-45&action=nonsense",
    as: "admin",
    heading: "Audit log",
    showing: "From must be a date (YYYY-MM-DD)",
  },
  { name: "usage report", path: "/admin/usage", as: "admin", heading: "Usage" },
  { name: "governance pack", path: "/admin/governance", as: "admin", heading: "Governance pack" },
  { name: "practice templates", path: "/admin/templates", as: "admin", heading: "Practice templates" },
  { name: "my templates", path: "/templates", as: "clinician", heading: "My templates" },
  {
    name: "user management: the invite and edit dialogs",
    path: "/admin/users",
    as: "admin",
    heading: "User Management",
    then: async (page) => {
      await page.getByRole("button", { name: "Invite User" }).click();
      await expect(page.getByRole("dialog", { name: "Invite User" })).toBeVisible();
    },
  },
  {
    name: "user management: edit without JavaScript's link",
    path: "/admin/users?edit=1",
    as: "admin",
    heading: "User Management",
  },
];

/** A clinician registers while verification is required (no session until the link is used), then tries to sign in. */
async function unverifiedSignIn(page: Page): Promise<void> {
  const email = uniqueEmail("a11y-unverified");
  const registered = await page.request.post("/api/register", {
    data: { firstName: "Unverified", lastName: "Checker", email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(registered.status()).toBe(202); // accepted: the account waits for its verification link
  const form = page.getByRole("tabpanel", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Sign-in failed" });
  await expect(alert).toContainText("Please verify your email address before signing in.");
  await expect(alert.getByRole("button", { name: "Send a new verification link" })).toBeVisible();
}

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

/**
 * Clinician accounts for the protected pages, made once for this file through the JSON API: one who saves
 * consultations, and a newcomer who never does (an empty History).
 */
const clinician = { email: uniqueEmail("a11y"), password: PASSWORD };
const newcomer = { email: uniqueEmail("a11y-new"), password: PASSWORD };
test.beforeAll(async ({ request }) => {
  for (const { email } of [clinician, newcomer]) {
    const response = await request.post("/api/register", {
      data: { firstName: "Axe", lastName: "Checker", email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(response.status()).toBe(201);
    await request.post("/api/logout");
  }
});

async function signIn(page: Page, as: Visitor): Promise<void> {
  if (as === "anonymous") return;
  // page.request shares the page's cookies: the session cookie it gets back signs the page in.
  if (as === "guest") {
    const response = await page.request.post("/auth", { form: { intent: "guest" }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    return;
  }
  const { email, password } = as === "admin" ? E2E.admin : as === "newcomer" ? newcomer : clinician;
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
        const restore = entry.settings ? await changeSettings(entry.settings) : undefined;
        try {
          await signIn(page, entry.as);
          const path = typeof entry.path === "string" ? entry.path : await entry.path(page);
          await page.goto(path);
          await expect(page.getByRole("heading", { level: 1, name: entry.heading }).first()).toBeVisible();
          if (entry.showing) await expect(page.getByText(entry.showing, { exact: false }).first()).toBeVisible();
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
          if (entry.then) {
            await entry.then(page);
            expect(await seriousViolations(page), "after what the visitor did").toEqual([]);
          }
        } finally {
          await restore?.();
        }
      });
    }
  });
}
