import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { expect, request as requests, type APIRequestContext, type Page } from "@playwright/test";
import { formatRecordingTime } from "../../app/components/format.ts";
import { E2E } from "../../playwright.config.ts";
import {
  adminApi,
  changeSettings,
  chooseOwnPasswordThroughUi,
  expectToast,
  PASSWORD,
  registerThroughUi,
  signInThroughUi,
  uniqueEmail,
  test,
} from "./helpers.ts";
import { latestMail, linkIn } from "./mail.ts";
import { pressStart } from "./recording.ts";

/**
 * Issue 26, "Beyond the seed for the practice": the audit log an administrator reads and exports, User Management's
 * invitation, forced password change and last-administrator guard, the maintenance banner, the governance pack made
 * from the live settings, figures that equal what was recorded and generated, a person's data export, and the pages a
 * practice notices (Page Not Found, NHS Standards). Axe and both widths: accessibility.spec.ts; without JavaScript:
 * practice-governance.nojs.spec.ts.
 */

type Account = { api: APIRequestContext; email: string; id: number; firstName: string; lastName: string };

/** A clinician registered through the JSON API, signed in on a request context of their own (dispose it). */
async function clinician(prefix: string, firstName = "Audrey", lastName = "Tester"): Promise<Account> {
  const api = await requests.newContext({ baseURL: E2E.baseURL, extraHTTPHeaders: { Origin: E2E.baseURL } });
  const email = uniqueEmail(prefix);
  const registered = await api.post("/api/register", {
    data: { firstName, lastName, email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const me = (await (await api.get("/api/user")).json()) as { id: number };
  return { api, email, id: me.id, firstName, lastName };
}

/** A consultation saved through the JSON API; its id. */
async function saveConsultation(api: APIRequestContext, transcript: string): Promise<string> {
  const response = await api.post("/api/consultations", { data: { transcript } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function openAsAdmin(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await signInThroughUi(page, E2E.admin.email, E2E.admin.password);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
}

/** What a download link gives, as text (the browser's own download). */
async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent("download"), click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: readFileSync(path, "utf8") };
}

const auditRows = (page: Page) => page.getByRole("table").getByRole("row");

test.describe("audit log (item 1)", () => {
  test("each listed action appears in the viewer, and the CSV export holds exactly what the filter shows", async ({
    page,
  }) => {
    const admin = await adminApi();
    const person = await clinician("audited");
    const restore = await changeSettings({ maxTranscriptionLength: 4321 }, admin);
    let restored = false;
    try {
      // What the person does: a failed sign-in, a sign-in, a consultation opened, exported, a document, a deletion.
      const refused = await requests.newContext({ baseURL: E2E.baseURL });
      expect(
        (await refused.post("/api/login", { data: { email: person.email, password: "not it at all" } })).status(),
      ).toBe(401);
      await refused.dispose();
      expect((await person.api.post("/api/logout")).ok()).toBe(true);
      expect(
        (await person.api.post("/api/login", { data: { email: person.email, password: PASSWORD } })).status(),
      ).toBe(200);
      const id = await saveConsultation(person.api, "patient reports a sore throat for two days");
      expect((await person.api.get(`/history/${id}`)).status()).toBe(200);
      expect((await person.api.get(`/history/${id}/export`)).status()).toBe(200);
      const note = await person.api.post("/api/process/consultation", {
        data: { text: "patient reports a sore throat for two days" },
      });
      expect(note.status()).toBe(200);
      expect((await person.api.delete(`/api/consultations/${id}`)).ok()).toBe(true);
      expect((await person.api.post("/api/logout")).ok()).toBe(true);

      // What the administrator does to accounts: create, change, deactivate, delete.
      const changed = await admin.patch(`/api/admin/users/${person.id}`, {
        data: { firstName: "Audrey", lastName: "Renamed", role: "user" },
      });
      expect(changed.status()).toBe(200);
      expect((await admin.put(`/api/admin/users/${person.id}/status`, { data: { isActive: false } })).ok()).toBe(true);
      const created = await admin.post("/api/admin/users", {
        data: {
          email: uniqueEmail("audited-new"),
          password: "a first password 1",
          firstName: "New",
          lastName: "Starter",
          role: "user",
        },
      });
      expect(created.status()).toBe(201);
      const newcomer = (await created.json()) as { id: number; email: string };
      expect((await admin.delete(`/api/admin/users/${newcomer.id}`)).ok()).toBe(true);
      await restore();
      restored = true;

      await openAsAdmin(page, "/admin/audit", "Audit log");
      const filter = page.getByRole("form", { name: "Filter the audit log" });
      await filter.getByLabel("User (email contains)").fill(person.email);
      await filter.getByRole("button", { name: "Apply filter" }).click();
      await expect(page).toHaveURL(new RegExp(`user=${encodeURIComponent(person.email).replace(/\./g, "\\.")}`));
      const expected: Array<[string, RegExp | string]> = [
        ["Registered", ""],
        ["Sign-in failed", "Reason: wrong email or password"],
        ["Signed in", "With email and password"],
        ["Consultation opened", `Consultation ${id}`],
        ["Consultation exported", `Consultation ${id}`],
        ["Document generated", "Consultation note"],
        ["Consultation deleted", `Consultation ${id}`],
        ["Signed out", ""],
        ["User changed", "Last name: “Tester” → “Renamed”"],
        ["User deactivated", ""],
      ];
      for (const [label, details] of expected) {
        const row = auditRows(page).filter({ has: page.getByRole("cell", { name: label, exact: true }) });
        await expect(row.first(), label).toBeVisible();
        await expect(row.first(), label).toContainText(person.email);
        if (details) await expect(row.first(), label).toContainText(details);
      }
      // The document entry names its kind, never its content.
      await expect(page.getByRole("table")).not.toContainText("sore throat");

      // The administrator's own actions, by action.
      await page.goto("/admin/audit?action=admin.settings-changed");
      const change = auditRows(page)
        .filter({ hasText: /Max transcription length: \d+ → 4321/ })
        .first();
      await expect(change).toBeVisible();
      await expect(change).toContainText(E2E.admin.email);
      // Put back: the newer entry says so the other way round.
      await expect(auditRows(page).nth(1)).toContainText(/Max transcription length: 4321 → \d+/);
      await page.goto(`/admin/audit?action=admin.user-created&user=${encodeURIComponent(newcomer.email)}`);
      await expect(auditRows(page).nth(1)).toContainText("User created");
      await page.goto(`/admin/audit?action=admin.user-deleted&user=${encodeURIComponent(newcomer.email)}`);
      await expect(auditRows(page).nth(1)).toContainText("User deleted");

      // Filter by user, action and today's UK day, then export: the file holds exactly those entries.
      await page.goto("/admin/audit");
      const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
      await filter.getByLabel("User (email contains)").fill(person.email);
      await filter.getByLabel("Action").selectOption({ label: "Signed in" });
      await filter.getByLabel("From").fill(today);
      await filter.getByLabel("To").fill(today);
      await filter.getByRole("button", { name: "Apply filter" }).click();
      await expect(page).toHaveURL(/action=sign-in/);
      await expect(page.getByText("1 entry", { exact: true })).toBeVisible();
      const csv = await download(page, () => page.getByRole("link", { name: "Export CSV" }).click());
      expect(csv.name).toMatch(/\.csv$/);
      const records = parse(csv.text, { bom: true, columns: true }) as Array<Record<string, string>>;
      expect(records).toHaveLength(1); // the one entry the page shows, under the header
      expect(Object.values(records[0])).toEqual(expect.arrayContaining(["Signed in", "sign-in"]));
      expect(Object.values(records[0]).join(" ")).toContain(person.email);

      // The export is itself an entry.
      await page.goto("/admin/audit?action=audit.exported");
      await expect(auditRows(page).nth(1)).toContainText("Audit log exported");
      await expect(auditRows(page).nth(1)).toContainText(E2E.admin.email);
    } finally {
      if (!restored) await restore();
      await admin.delete(`/api/admin/users/${person.id}`);
      await Promise.all([admin.dispose(), person.api.dispose()]);
    }
  });
});

test.describe("user management (item 2)", () => {
  test("invite → the invitee sets a password from the e-mailed link → signs in; last sign-in shown", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("invited");
    await openAsAdmin(page, "/admin/users", "User Management");
    await page.getByRole("button", { name: "Invite User" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite User" });
    await dialog.getByLabel("First name").fill("Ivy");
    await dialog.getByLabel("Last name").fill("Invitee");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await expectToast(page, "Invitation sent");
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Invited");
    await expect(row.locator('td[data-label="Last sign-in"]')).toHaveText("Never");

    const mail = await latestMail(email);
    expect(mail.subject).toBe("You are invited to Notewell");
    const invitee = await (await browser.newContext()).newPage();
    await invitee.goto(linkIn(mail, "/reset-password"));
    await expect(invitee.getByRole("heading", { name: "Welcome to Notewell: choose your password" })).toBeVisible();
    await invitee.getByLabel("New Password", { exact: true }).fill("ivy chooses her own");
    await invitee.getByLabel("Confirm New Password").fill("ivy chooses her own");
    await invitee.getByRole("button", { name: "Update Password" }).click();
    await expect(invitee.getByRole("heading", { name: "Your password is set" })).toBeVisible();
    await signInThroughUi(invitee, email, "ivy chooses her own");
    await expect(invitee).toHaveURL(/\/$/);
    await invitee.context().close();

    await page.reload();
    await expect(row).not.toContainText("Invited");
    await expect(row.locator('td[data-label="Last sign-in"]')).not.toHaveText("Never");
    const users = (await (await page.request.get("/api/admin/users")).json()) as Array<{ id: number; email: string }>;
    const id = users.find((user) => user.email === email)!.id;
    expect((await page.request.delete(`/api/admin/users/${id}`)).ok()).toBe(true);
  });

  test("an account created with a password must change it at first sign-in; nothing else opens until then", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("forced");
    await openAsAdmin(page, "/admin/users", "User Management");
    await page.getByRole("button", { name: "Add User" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New User" });
    await dialog.getByLabel("First name").fill("Fred");
    await dialog.getByLabel("Last name").fill("Forced");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password").fill("given by the admin 1");
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expectToast(page, "User created");

    const user = await (await browser.newContext()).newPage();
    await user.goto("/auth");
    const form = user.getByRole("tabpanel", { name: "Sign in" });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password").fill("given by the admin 1");
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(user).toHaveURL(/\/change-password$/);
    await expect(user.getByRole("heading", { name: "Choose your own password" })).toBeVisible();
    // Every other page, and the API, sends them back here.
    await user.goto("/history");
    await expect(user).toHaveURL(/\/change-password$/);
    const api = await user.request.get("/api/consultations");
    expect(api.status()).toBe(403);
    expect((await api.json()).error).toBe("Please choose your own password before you continue.");

    await chooseOwnPasswordThroughUi(user, "given by the admin 1", "fred's very own words");
    await expect(user).toHaveURL(/\/$/);
    await user.goto("/history");
    await expect(user.getByRole("heading", { level: 1, name: "My consultations" })).toBeVisible();
    await user.context().close();

    const users = (await (await page.request.get("/api/admin/users")).json()) as Array<{ id: number; email: string }>;
    const id = users.find((entry) => entry.email === email)!.id;
    expect((await page.request.delete(`/api/admin/users/${id}`)).ok()).toBe(true);
  });

  test("two administrators demoting each other at once: one succeeds, the last active administrator is kept", async () => {
    const first = await adminApi();
    const everyone = (await (await first.get("/api/admin/users")).json()) as Array<{
      id: number;
      email: string;
      role: string;
      isActive: boolean;
    }>;
    const activeAdmins = everyone.filter((user) => user.role === "admin" && user.isActive);
    expect(activeAdmins.map((user) => user.email)).toEqual([E2E.admin.email]);
    const firstId = activeAdmins[0].id;

    // A second administrator, signed in on their own (their password changed, as the guards require).
    const email = uniqueEmail("second-admin");
    const created = await first.post("/api/admin/users", {
      data: { email, password: "second admin given 1", firstName: "Second", lastName: "Admin", role: "admin" },
    });
    expect(created.status()).toBe(201);
    const secondId = ((await created.json()) as { id: number }).id;
    const second = await requests.newContext({ baseURL: E2E.baseURL });
    expect((await second.post("/api/login", { data: { email, password: "second admin given 1" } })).status()).toBe(200);
    const changed = await second.put("/api/user/password", {
      data: {
        currentPassword: "second admin given 1",
        newPassword: "second admin own words",
        confirmPassword: "second admin own words",
      },
    });
    expect(changed.ok()).toBe(true);

    try {
      const demote = (api: APIRequestContext, id: number, lastName: string) =>
        api.patch(`/api/admin/users/${id}`, {
          data: { firstName: id === firstId ? "Admin" : "Second", lastName, role: "user" },
        });
      const firstUser = everyone.find((user) => user.id === firstId) as unknown as {
        firstName: string;
        lastName: string;
      };
      const [byFirst, bySecond] = await Promise.all([
        demote(first, secondId, "Admin"),
        second.patch(`/api/admin/users/${firstId}`, {
          data: { firstName: firstUser.firstName, lastName: firstUser.lastName, role: "user" },
        }),
      ]);
      // One wins. The other is refused in one of two correct ways, depending on which request reached its checks
      // first: 409 when both were still administrators as they were checked (the guard keeps the last one), or 403
      // when the winner's change was already committed, so the loser was no longer an administrator at all.
      const statuses = [byFirst.status(), bySecond.status()].sort();
      expect([
        [200, 403],
        [200, 409],
      ]).toContainEqual(statuses);
      const refused = byFirst.status() === 200 ? bySecond : byFirst;
      expect((await refused.json()).error).toBe(
        refused.status() === 409
          ? "This is the only active administrator. Make another user an administrator first."
          : "Administrator access required",
      );
      // Whoever won, exactly one active administrator is left.
      const after = (await (
        await (byFirst.status() === 200 ? first : second).get("/api/admin/users")
      ).json()) as Array<{
        id: number;
        role: string;
        isActive: boolean;
      }>;
      expect(after.filter((user) => [firstId, secondId].includes(user.id) && user.role === "admin")).toHaveLength(1);
      if (bySecond.status() === 200) {
        // The second won: they give the first administrator the role back.
        const back = await second.patch(`/api/admin/users/${firstId}`, {
          data: { firstName: firstUser.firstName, lastName: firstUser.lastName, role: "admin" },
        });
        expect(back.status()).toBe(200);
      }
    } finally {
      await first.dispose();
      const again = await adminApi();
      expect((await again.delete(`/api/admin/users/${secondId}`)).ok()).toBe(true);
      await Promise.all([again.dispose(), second.dispose()]);
    }
  });
});

test("maintenance banner (item 4): every signed-in page shows the message; administrators still use the admin pages", async ({
  page,
  browser,
}) => {
  const message = `Notewell is being updated until ${new Date().getFullYear()}-12-31 18:00. Save your work.`;
  const restore = await changeSettings({ systemMaintenance: true, maintenanceMessage: message });
  const person = await clinician("maintenance");
  try {
    const clinicianPage = await (await browser.newContext()).newPage();
    await signInThroughUi(clinicianPage, person.email);
    for (const path of ["/", "/history", "/preferences", "/profile", "/help"]) {
      await clinicianPage.goto(path);
      await expect(clinicianPage.getByRole("note").filter({ hasText: message }), path).toBeVisible();
    }
    await clinicianPage.context().close();

    await openAsAdmin(page, "/admin/users", "User Management");
    await expect(page.getByRole("note").filter({ hasText: message })).toBeVisible();
    // The admin pages work: maintenance is turned off from the Maintenance tab, and the banner goes.
    await page.goto("/admin/settings?tab=maintenance");
    await expect(page.getByRole("note").filter({ hasText: message })).toBeVisible();
    await page.getByRole("switch", { name: "Maintenance mode" }).click();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expectToast(page, "Settings updated");
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { level: 1, name: "User Management" })).toBeVisible();
    await expect(page.getByRole("note").filter({ hasText: message })).toHaveCount(0);
  } finally {
    await restore();
    // The context sat idle through the browser steps: its kept-alive socket may be one the server has just closed
    // (ECONNRESET, as putSettings in helpers.ts meets), so the request is sent again on a fresh one.
    await person.api.delete("/api/user/account", { data: { password: PASSWORD }, maxRetries: 2 });
    await person.api.dispose();
  }
});

test("governance pack (item 5) reflects a changed retention and region, on the page and in both downloads", async ({
  page,
}) => {
  const admin = await adminApi();
  const before = (await (await admin.get("/api/admin/settings")).json()) as { dataRetentionDays: number };
  const days = before.dataRetentionDays === 123 ? 124 : 123;
  const restore = await changeSettings({ dataRetentionDays: days, speechRegion: "eu" }, admin);
  try {
    await openAsAdmin(page, "/admin/governance", "Governance pack");
    const pack = page.locator("main");
    await expect(pack).toContainText(`${days} days`);
    await expect(pack).toContainText("EU only (audio stays in the EU)");
    await expect(pack).toContainText("Privacy notice");
    await expect(pack).toContainText("Notewell never stores the sound.");
    await expect(pack).toContainText(/from Notewell \d+\.\d+\.\d+ \(commit [0-9a-f]{12}\)/);
    await expect(pack).toContainText("DCB0160");

    const markdown = await download(page, () => page.getByRole("link", { name: "Download Markdown" }).click());
    expect(markdown.name).toMatch(/^notewell-governance-pack-\d{4}-\d{2}-\d{2}\.md$/);
    expect(markdown.text).toContain(`${days} days`);
    // Markdown escapes its own punctuation: "EU only \(audio stays in the EU\)".
    expect(markdown.text).toMatch(/EU only \\?\(audio stays in the EU\\?\)/);
    expect(markdown.text).toMatch(/DCB0160/);
    const html = await download(page, () => page.getByRole("link", { name: "Download printable HTML" }).click());
    expect(html.name).toMatch(/\.html$/);
    expect(html.text).toContain(`${days} days`);
    expect(html.text).toContain("@media print");

    // Put back, the pack says so again: it is made from the live settings each time.
    await restore();
    await page.reload();
    await expect(pack).toContainText(`${before.dataRetentionDays} days`);
    await expect(pack).not.toContainText(`${days} days`);
  } finally {
    await restore();
    await admin.dispose();
  }
});

test("statistics (item 6) equal what was recorded and generated: Statistics, User Management and Usage agree", async ({
  page,
  browser,
}) => {
  const clinicianPage = await (await browser.newContext()).newPage();
  const email = await registerThroughUi(clinicianPage);
  const transcript = clinicianPage.getByLabel("Transcription text", { exact: true });
  await pressStart(clinicianPage);
  await expect(clinicianPage.getByText("Connected")).toBeVisible();
  await expect(transcript).toHaveValue(/Patient reports a dry cough for three days\./, { timeout: 15_000 });
  await clinicianPage.getByRole("button", { name: "Stop Recording" }).click();
  await expect(clinicianPage.getByRole("button", { name: "Start Recording" })).toBeVisible();
  await expect(clinicianPage.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
  const recorded = async () =>
    ((await (await clinicianPage.request.get("/api/user")).json()) as { recordingTimeSeconds: number })
      .recordingTimeSeconds;
  await expect.poll(recorded).toBeGreaterThan(0);
  const seconds = await recorded();
  // Two documents: a consultation note and a referral letter.
  const headers = { Origin: E2E.baseURL };
  const text = await transcript.inputValue();
  expect((await clinicianPage.request.post("/api/process/consultation", { headers, data: { text } })).status()).toBe(
    200,
  );
  expect(
    (
      await clinicianPage.request.post("/api/process/referral-letter", { headers, data: { transcript: text } })
    ).status(),
  ).toBe(200);
  await clinicianPage.context().close();
  const time = formatRecordingTime(seconds);

  await openAsAdmin(page, "/admin/settings?tab=statistics", "System Settings");
  const statistics = page.getByRole("table", { name: "Each user's consultations, recording time and documents" });
  const statRow = statistics.getByRole("row").filter({ hasText: email });
  await expect(statRow.locator('td[data-label="Consultations held"]')).toHaveText("1");
  await expect(statRow.locator('td[data-label="Recording time (30d)"]')).toHaveText(time);
  await expect(statRow.locator('td[data-label="Documents (30d)"]')).toHaveText("2");
  await expect(page.getByRole("heading", { name: "Last 12 months" })).toBeVisible();

  await page.goto("/admin/users");
  const userRow = page.getByRole("row").filter({ hasText: email });
  await expect(userRow.locator('td[data-label="Recording Time (30d)"]')).toHaveText(time);

  await page.goto("/admin/usage");
  const usageRow = page.getByRole("row").filter({ hasText: email });
  await expect(usageRow.locator('td[data-label="Recording time"]')).toHaveText(time);
  await expect(usageRow.locator('td[data-label="Consultation notes"]')).toHaveText("1");
  await expect(usageRow.locator('td[data-label="Referral letters"]')).toHaveText("1");
  await expect(usageRow.locator('td[data-label="Exact dictations"]')).toHaveText("0");
  await expect(usageRow.locator('td[data-label="Patient summaries"]')).toHaveText("0");
  const csv = await download(page, () => page.getByRole("link", { name: "Export CSV" }).click());
  // The file: month, name, email, recording seconds (exactly what was recorded), minutes, then each kind (notes,
  // letters, exact dictations, patient summaries, answers).
  const line = (parse(csv.text, { bom: true }) as string[][]).find((record) => record.includes(email));
  expect(line?.slice(3)).toEqual([String(seconds), String(Math.round(seconds / 6) / 10), "1", "1", "0", "0", "0"]);

  const users = (await (await page.request.get("/api/admin/users")).json()) as Array<{ id: number; email: string }>;
  expect((await page.request.delete(`/api/admin/users/${users.find((user) => user.email === email)!.id}`)).ok()).toBe(
    true,
  );
});

test("data export (item 7): a user's file holds their consultation and nothing of another user's; an admin's too", async ({
  page,
  browser,
}) => {
  const mine = await clinician("export-mine", "Mary", "Mine");
  const theirs = await clinician("export-theirs", "Theo", "Theirs");
  await saveConsultation(mine.api, "mary's patient has a sprained left ankle");
  await saveConsultation(theirs.api, "theo's patient reports migraine with aura");
  try {
    const own = await (await browser.newContext()).newPage();
    await signInThroughUi(own, mine.email);
    await own.goto("/profile");
    const file = await download(own, () => own.getByRole("link", { name: "Download my data" }).click());
    expect(file.name).toMatch(/\.json$/);
    const data = JSON.parse(file.text) as Record<string, unknown>;
    expect(file.text).toContain("mary's patient has a sprained left ankle");
    expect(file.text).toContain(mine.email);
    expect(file.text).not.toContain("migraine");
    expect(file.text).not.toContain(theirs.email);
    expect(Object.keys(data)).toEqual(expect.arrayContaining(["consultations"]));
    await own.context().close();

    await openAsAdmin(page, "/admin/users", "User Management");
    const byAdmin = await download(page, () => page.getByRole("link", { name: "Download Theo Theirs's data" }).click());
    expect(byAdmin.text).toContain("theo's patient reports migraine with aura");
    expect(byAdmin.text).not.toContain("sprained");
    expect(byAdmin.text).not.toContain(mine.email);
  } finally {
    const admin = await adminApi();
    for (const account of [mine, theirs]) await admin.delete(`/api/admin/users/${account.id}`);
    await Promise.all([admin.dispose(), mine.api.dispose(), theirs.api.dispose()]);
  }
});

test.describe("pages a practice notices (item 8)", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`Page Not Found in the app's own layout, signed out and signed in, at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const response = await page.goto("/no/such/page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
      await expect(page.getByText("There is no page at /no/such/page.")).toBeVisible();
      await expect(page.getByText("Did you forget to add the page to the router?")).toHaveCount(0);
      // The visitors' layout: the product, a way to sign in, the public pages.
      await expect(page.getByRole("navigation", { name: "Public pages" })).toBeVisible();
      await page.getByRole("main").getByRole("link", { name: "Sign in to Notewell" }).click();
      await expect(page).toHaveURL(/\/auth$/);

      const email = await registerThroughUi(page);
      expect(email).toBeTruthy();
      const signedIn = await page.goto("/history/not-a-page/at-all");
      expect(signedIn?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
      // The app's own navigation: the side menu (a drawer behind the menu button on a phone).
      if (viewport.width < 800) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(page.getByRole("dialog").getByRole("link", { name: "Preferences" })).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toBeHidden();
      } else {
        await expect(
          page.getByRole("complementary", { name: "Side menu" }).getByRole("link", { name: "Preferences" }),
        ).toBeVisible();
      }
      await page.getByRole("main").getByRole("link", { name: "My consultations" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "My consultations" })).toBeVisible();
    });
  }

  test("the footer's NHS Standards badge opens a page saying what is and is not claimed", async ({ page }) => {
    await page.goto("/privacy-policy");
    await page.getByRole("link", { name: "NHS Standards" }).click();
    await expect(page).toHaveURL(/\/nhs-standards$/);
    await expect(page.getByRole("heading", { level: 1, name: "NHS Standards: what we claim" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "3. What Notewell does not claim" })).toBeVisible();
    await expect(page.getByText(/has not been assessed or certified against any NHS standard/)).toBeVisible();
    await expect(page.getByText(/Digital Technology Assessment Criteria \(DTAC\)/)).toBeVisible();

    await registerThroughUi(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "NHS Standards" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "NHS Standards: what we claim" })).toBeVisible();
  });

  test("Preferences confirm each saved change the same way: a toast naming what now holds", async ({ page }) => {
    await registerThroughUi(page);
    await page.goto("/preferences");
    await page.getByRole("combobox", { name: "Consultation Note Format" }).click();
    await page.getByRole("option", { name: "SOAP", exact: true }).click();
    await expectToast(page, "Preference Updated");
    await expect(page.getByText(/Consultation note format: SOAP/).first()).toBeVisible();
    await page.getByRole("switch", { name: "Transcription Formatting" }).click();
    await expect(page.getByText(/Transcription formatting (on|off)/).first()).toBeVisible();
    await page.getByRole("textbox", { name: "Key terms" }).fill("Ramipril\nAtorvastatin");
    await page.getByRole("textbox", { name: "Key terms" }).blur();
    await expect(page.getByText("2 key terms saved").first()).toBeVisible();
  });

  test("registration takes only the practice's allowed domains and says which", async ({ page }) => {
    const restore = await changeSettings({ enableRegistration: true, registrationDomains: "practice.nhs.uk" });
    try {
      await page.goto("/auth?tab=register");
      const form = page.getByRole("tabpanel", { name: "Register" });
      await expect(form.getByText("Your practice email address: @practice.nhs.uk.")).toBeVisible();
      await form.getByLabel("First name").fill("Gail");
      await form.getByLabel("Last name").fill("Mail");
      await form.getByLabel("Email").fill(`gail.${Date.now()}@gmail.com`);
      await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await form.getByLabel("Confirm password").fill(PASSWORD);
      await form.getByRole("button", { name: "Create Account - Free Trial" }).click();
      await expect(form.getByText(/@practice\.nhs\.uk/).first()).toBeVisible();
      await expect(page).toHaveURL(/\/auth/);
      await registerThroughUi(page);
    } finally {
      await restore();
    }
  });
});
