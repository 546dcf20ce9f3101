import { expect, test, type Page } from "@playwright/test";
import { E2E } from "../../playwright.config.ts";
import { adminApi, expectToast, PASSWORD, registerThroughUi, signInThroughUi, uniqueEmail } from "./helpers.ts";

const DELETE_CONFIRMATION = "Are you absolutely sure you want to delete this user? This action cannot be undone.";

async function openUserManagement(page: Page): Promise<void> {
  await signInThroughUi(page, E2E.admin.email, E2E.admin.password);
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();
}

test("an admin creates a user in the dialog, turns them off and on, and deletes them", async ({ page }) => {
  await openUserManagement(page);
  const email = uniqueEmail("florence");

  // 'Add User' is a button (opening the dialog) once the page runs JavaScript.
  await page.getByRole("button", { name: "Add User" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New User" });
  await dialog.getByLabel("First name").fill("Florence");
  await dialog.getByLabel("Last name").fill("Nightingale");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill("lamp of hope 1854");
  await dialog.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: "Admin" }).click();
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expectToast(page, "User created");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/users$/);

  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Florence Nightingale");
  await expect(row).toContainText("Admin");
  await expect(row).toContainText("0s");

  // The same email again: the server's message in the failure toast, and the dialog stays open.
  await page.getByRole("button", { name: "Add User" }).click();
  await dialog.getByLabel("First name").fill("Flo");
  await dialog.getByLabel("Last name").fill("N");
  await dialog.getByLabel("Email").fill(email.toUpperCase());
  await dialog.getByLabel("Password").fill("another password");
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expectToast(page, "Failed to create user");
  await expect(dialog.getByText("An account with this email already exists")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  const status = row.getByRole("switch", { name: "Florence Nightingale active" });
  await expect(status).toHaveAttribute("aria-checked", "true");
  await status.click();
  await expectToast(page, "User status updated");
  await expect(status).toHaveAttribute("aria-checked", "false");
  await expect(row).toContainText("Inactive");
  await status.click();
  await expect(status).toHaveAttribute("aria-checked", "true");

  await row.getByRole("button", { name: "Delete Florence Nightingale" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(DELETE_CONFIRMATION);
  await confirm.getByRole("button", { name: "Delete user" }).click();
  await expectToast(page, "User deleted");
  await expect(row).toHaveCount(0);
});

test("the admin's own account cannot be turned off or deleted", async ({ page }) => {
  await openUserManagement(page);
  const own = page.getByRole("row").filter({ hasText: E2E.admin.email });
  await expect(own.getByRole("switch")).toBeDisabled();
  await expect(own.getByRole("button", { name: "Delete" })).toBeDisabled();
  // The server refuses too, whatever the page allows.
  const users = (await (await page.request.get("/api/admin/users")).json()) as Array<{ id: number; email: string }>;
  const me = users.find((user) => user.email === E2E.admin.email)!;
  const response = await page.request.put(`/api/admin/users/${me.id}/status`, { data: { isActive: false } });
  expect(response.status()).toBe(400);
  expect((await response.json()).error).toMatch(/cannot deactivate your own account/);
});

/** Issue 11 §5: the users table fits a laptop and a phone, and each row's actions are in reach. */
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}×${viewport.height}: no sideways scrolling, and every row's status switch and Delete are in view`, async ({
    page,
  }) => {
    // A long name and address, the kind that pushes a table wide.
    const admin = await adminApi();
    const email = uniqueEmail("bartholomew.featherstonehaugh-wolstenholme.practice-manager");
    const created = await admin.post("/api/admin/users", {
      data: {
        firstName: "Bartholomew-Alexander",
        lastName: "Featherstonehaugh-Wolstenholme",
        email,
        password: PASSWORD,
        role: "user",
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    try {
      await page.setViewportSize(viewport);
      await openUserManagement(page);
      const rows = page.locator("tbody tr");
      await expect(rows.filter({ hasText: email })).toHaveCount(1);
      // Hydrated: until then Delete is a link (the page without JavaScript), not the button looked for below.
      await expect(page.getByRole("button", { name: "Add User" })).toBeVisible();

      // Nothing scrolls sideways: not the page, not the table's box.
      const layout = await page.evaluate(() => {
        const within = (rect: DOMRect) =>
          rect.width > 0 && rect.height > 0 && rect.left >= 0 && rect.right <= window.innerWidth;
        const shown = (element: Element) => {
          const style = getComputedStyle(element);
          return style.display !== "none" && style.visibility === "visible" && Number(style.opacity) > 0;
        };
        const rowsOut = [...document.querySelectorAll("tbody tr")].flatMap((row) => {
          const controls = [
            row.querySelector('[role="switch"]'),
            row.querySelector('button[aria-label^="Delete"], button[title]'),
          ];
          return controls.some((control) => !control || !shown(control) || !within(control.getBoundingClientRect()))
            ? [row.textContent?.slice(0, 80)]
            : [];
        });
        const box = document.querySelector("table")!.parentElement!;
        return {
          pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
          boxScrolls: box.scrollWidth > box.clientWidth,
          rows: document.querySelectorAll("tbody tr").length,
          rowsOut,
        };
      });
      expect(layout).toMatchObject({ pageScrolls: false, boxScrolls: false, rowsOut: [] });
      expect(layout.rows).toBeGreaterThan(1);

      // The long row, scrolled to (up and down only): both actions wholly on screen and usable. It is still a
      // table row of eight cells to assistive technology, whatever it looks like.
      const row = page.getByRole("row").filter({ hasText: email });
      await expect(row.getByRole("cell")).toHaveCount(8);
      const name = "Bartholomew-Alexander Featherstonehaugh-Wolstenholme";
      const status = row.getByRole("switch", { name: `${name} active` });
      const remove = row.getByRole("button", { name: `Delete ${name}` });
      await status.evaluate((element) =>
        window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight / 2),
      );
      await expect(status).toBeInViewport({ ratio: 1 });
      await expect(remove).toBeInViewport({ ratio: 1 });
      await expect(row.getByText(email)).toBeVisible();
      await status.click();
      await expectToast(page, "User status updated");
      await expect(status).toHaveAttribute("aria-checked", "false");
      await remove.click();
      await expect(page.getByRole("alertdialog")).toContainText(DELETE_CONFIRMATION);
      await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      expect((await admin.delete(`/api/admin/users/${id}`)).ok()).toBe(true);
      await admin.dispose();
    }
  });
}

test("a regular user visiting /admin/users is sent to /", async ({ page }) => {
  await registerThroughUi(page);
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "User Management" })).toHaveCount(0);
  expect((await page.request.get("/api/admin/users")).status()).toBe(403);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same create, status and delete work with plain forms", async ({ page }) => {
    await openUserManagement(page);
    const email = uniqueEmail("no-js");

    await page.getByRole("link", { name: "Add User" }).click();
    const card = page.getByRole("region", { name: "Create New User" });
    await card.getByLabel("First name").fill("Edith");
    await card.getByLabel("Last name").fill("Cavell");
    await card.getByLabel("Email").fill(email);
    await card.getByLabel("Password").fill("short");
    await card.getByRole("button", { name: "Create User" }).click();
    // The server's rules come back next to the field.
    await expect(card.getByText("Password must be at least 8 characters", { exact: true })).toBeVisible();
    await card.getByLabel("Password").fill("a proper password");
    await card.getByRole("button", { name: "Create User" }).click();
    await expectToast(page, "User created");

    const row = page.getByRole("row").filter({ hasText: email });
    const status = row.getByRole("switch", { name: "Edith Cavell active" });
    await status.click();
    await expectToast(page, "User status updated");
    await expect(row.getByRole("switch", { name: "Edith Cavell active" })).toHaveAttribute("aria-checked", "false");

    await row.getByRole("link", { name: "Delete Edith Cavell" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Edith Cavell?" });
    await expect(confirm).toContainText(DELETE_CONFIRMATION);
    await confirm.getByRole("button", { name: "Delete user" }).click();
    await expectToast(page, "User deleted");
    await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
  });
});

test("when the dialog's script cannot be fetched, Add User opens its page instead, as without JavaScript", async ({
  page,
}) => {
  await openUserManagement(page);
  await expect(page.getByRole("button", { name: "Add User" })).toBeVisible(); // hydrated: the dialog's trigger
  // As if the connection dropped for a moment, or a new version of Notewell replaced the scripts.
  await page.route("**/build/**", (route) => route.abort());
  await page.getByRole("button", { name: "Add User" }).click();
  await expect(page).toHaveURL(/\/admin\/users\?new=1$/);
  // The page the server renders for ?new=1: the form, usable without any script.
  await expect(page.getByRole("heading", { name: "Create New User" })).toBeVisible();
  await expect(page.getByLabel("First name")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create User" })).toBeVisible();
});
