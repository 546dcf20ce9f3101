import { expect, test, type Locator, type Page } from "@playwright/test";
import { E2E } from "../../playwright.config.ts";
import { expectToast, signInThroughUi } from "./helpers.ts";

/** Issue 11 §10: a toast never covers an open dialog (and is not hidden behind its dimmed backdrop either). */

async function settled(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/**
 * Samples a grid of points over the dialog and the toast: every point of the dialog must show the dialog, and
 * every point of the toast outside the dialog must show the toast.
 */
async function layering(page: Page, toastText: string) {
  return page.evaluate((text) => {
    const dialog = document.querySelector('[role="dialog"], [role="alertdialog"]');
    const toast = [...document.querySelectorAll('[aria-label^="Notification"] li')].find((li) =>
      li.textContent?.includes(text),
    );
    if (!dialog || !toast) throw new Error("test setup: no open dialog or no toast");
    const d = dialog.getBoundingClientRect();
    const t = toast.getBoundingClientRect();
    // Inset past the rounded corners, where a point belongs to whatever is underneath.
    const inset = 14;
    const grid = (r: DOMRect) =>
      Array.from({ length: 11 }, (_, i) =>
        Array.from({ length: 11 }, (_, j) => [
          r.left + inset + ((r.width - 2 * inset) * i) / 10,
          r.top + inset + ((r.height - 2 * inset) * j) / 10,
        ]),
      )
        .flat()
        .filter(([x, y]) => x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight);
    // Within a pixel of the dialog's edge counts as the dialog: hit-testing rounds a fractional edge (28.25 px) to
    // whole pixels, so the point just outside it can land on it.
    const inside = (r: DOMRect, [x, y]: number[]) =>
      x >= r.left - 1 && x <= r.right + 1 && y >= r.top - 1 && y <= r.bottom + 1;
    const dialogCovered = grid(d).filter((point) => !dialog.contains(document.elementFromPoint(point[0], point[1])));
    const toastHidden = grid(t)
      .filter((point) => !inside(d, point))
      .filter((point) => !toast.contains(document.elementFromPoint(point[0], point[1])));
    const overlap =
      Math.max(0, Math.min(d.right, t.right) - Math.max(d.left, t.left)) *
      Math.max(0, Math.min(d.bottom, t.bottom) - Math.max(d.top, t.top));
    return { overlap, dialogCovered: dialogCovered.length, toastHidden: toastHidden.length };
  }, toastText);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width}×${viewport.height}: a toast shown while the Create New User dialog is open stays out of its way`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInThroughUi(page, E2E.admin.email, E2E.admin.password);
    await page.goto("/admin/users");
    await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Essential Only" }).click();

    await page.getByRole("button", { name: "Add User" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New User" });
    await dialog.getByLabel("First name").fill("Practice");
    await dialog.getByLabel("Last name").fill("Administrator");
    await dialog.getByLabel("Email").fill(E2E.admin.email);
    await dialog.getByLabel("Password").fill("another password");
    await dialog.getByRole("button", { name: "Create User" }).click();
    // The refusal comes as a toast while the dialog stays open.
    await expectToast(page, "Failed to create user");
    await expect(dialog).toBeVisible();
    await settled(dialog);
    await settled(page.locator('[aria-label^="Notification"]'));

    const result = await layering(page, "Failed to create user");
    expect(result).toMatchObject({ dialogCovered: 0, toastHidden: 0 });
    // The dialog can still be answered.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });
}
