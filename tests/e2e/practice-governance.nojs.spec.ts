import { expect, test, type Page } from "@playwright/test";
import { E2E } from "../../playwright.config.ts";
import { adminApi, uniqueEmail } from "./helpers.ts";
import { latestMail, linkIn } from "./mail.ts";

/** Issue 26's forms as plain HTML forms: JavaScript is off in this project. */

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/auth");
  const form = page.getByRole("tabpanel", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

test("without JavaScript: invite a user, change their name and role, and find both in the filtered audit log", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("nojs-invited");
  await signIn(page, E2E.admin.email, E2E.admin.password);
  await page.goto("/admin/users");
  await page.getByRole("link", { name: "Invite User" }).click();
  await expect(page).toHaveURL(/\?invite=1$/);
  const invite = page.getByRole("region", { name: "Invite User" });
  await invite.getByLabel("First name").fill("Nora");
  await invite.getByLabel("Last name").fill("Script");
  await invite.getByLabel("Email").fill(email);
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByText("Invitation sent", { exact: true }).first()).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Invited");

  await row.getByRole("link", { name: "Edit Nora Script" }).click();
  const edit = page.getByRole("region", { name: "Edit User" });
  await edit.getByLabel("Last name").fill("Scriptless");
  await edit.getByLabel("Role").selectOption("admin");
  await edit.getByRole("button", { name: "Save user" }).click();
  await expect(page.getByText("User updated", { exact: true }).first()).toBeVisible();
  await expect(row).toContainText("Nora Scriptless");
  await expect(row).toContainText("Admin");

  // The invitee sets their password from the e-mailed link, without JavaScript too.
  const invitee = await browser.newPage({ javaScriptEnabled: false });
  await invitee.goto(linkIn(await latestMail(email), "/reset-password"));
  await invitee.getByLabel("New Password", { exact: true }).fill("nora's own password");
  await invitee.getByLabel("Confirm New Password").fill("nora's own password");
  await invitee.getByRole("button", { name: "Update Password" }).click();
  await expect(invitee.getByRole("heading", { name: "Your password is set" })).toBeVisible();
  await invitee.close();

  // The audit log's filter is a plain GET form; the export link carries the same filter.
  await page.goto("/admin/audit");
  const filter = page.getByRole("form", { name: "Filter the audit log" });
  await filter.getByLabel("User (email contains)").fill(email);
  await filter.getByLabel("Action").selectOption({ label: "User changed" });
  await filter.getByRole("button", { name: "Apply filter" }).click();
  await expect(page).toHaveURL(/action=admin\.user-changed/);
  await expect(page.getByText("1 entry", { exact: true })).toBeVisible();
  await expect(page.getByRole("table")).toContainText("Last name: “Script” → “Scriptless”");
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    `/admin/audit/export?${new URLSearchParams({ user: email, action: "admin.user-changed" })}`,
  );
  // A date the filter cannot read is said beside its field, not a failure page.
  await page.goto("/admin/audit?from=2026-13-45");
  await expect(page.getByText("From must be a date (YYYY-MM-DD)")).toBeVisible();

  const admin = await adminApi();
  const users = (await (await admin.get("/api/admin/users")).json()) as Array<{ id: number; email: string }>;
  expect((await admin.delete(`/api/admin/users/${users.find((user) => user.email === email)!.id}`)).ok()).toBe(true);
  await admin.dispose();
});

test("without JavaScript: a password an administrator set is changed at first sign-in", async ({ page }) => {
  const email = uniqueEmail("nojs-forced");
  const admin = await adminApi();
  const created = await admin.post("/api/admin/users", {
    data: { email, password: "set by the admin 1", firstName: "Nat", lastName: "Forced", role: "user" },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  try {
    await signIn(page, email, "set by the admin 1");
    await expect(page).toHaveURL(/\/change-password$/);
    await page.getByLabel("Password you were given").fill("set by the admin 1");
    await page.getByLabel("New Password", { exact: true }).fill("nat's own words");
    await page.getByLabel("Confirm New Password").fill("not the same words");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByLabel("Password you were given").fill("set by the admin 1");
    await page.getByLabel("New Password", { exact: true }).fill("nat's own words");
    await page.getByLabel("Confirm New Password").fill("nat's own words");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Password changed", { exact: true }).first()).toBeVisible();
    await page.goto("/history");
    await expect(page.getByRole("heading", { level: 1, name: "My consultations" })).toBeVisible();
  } finally {
    expect((await admin.delete(`/api/admin/users/${id}`)).ok()).toBe(true);
    await admin.dispose();
  }
});

test("without JavaScript: the Usage report's months are a plain GET form", async ({ page }) => {
  await signIn(page, E2E.admin.email, E2E.admin.password);
  await page.goto("/admin/usage");
  const form = page.getByRole("form", { name: "Choose the months" });
  await form.getByLabel("From").fill("2020-01");
  await form.getByLabel("To").fill("2020-02");
  await form.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/from=2020-01/);
  await expect(page.getByText("Nothing was recorded or generated in these months.")).toBeVisible();
});
