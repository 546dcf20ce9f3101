import { writeFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { E2E } from "../../playwright.config.ts";
import { resetFakeOpenAi } from "./fake-stt.ts";
import { registerThroughUi, signInThroughUi, uniqueEmail } from "./helpers.ts";

/**
 * Issue 25, item 3 without JavaScript (decision 065): the template pages' forms post and come back with their
 * messages, an import file is read, and the dictation screen's format choice posts with the form that generates
 * the note. At a laptop's and a phone's size.
 */

const TRANSCRIPT = "patient reports wheeze at night twice a week plan review in four weeks";
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.beforeEach(async ({ request }) => {
  await resetFakeOpenAi(request);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`without JavaScript at ${viewport.width} px: a practice template added, refused, edited, imported, chosen and written with`, async ({
    page,
    browser,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await signInThroughUi(page, E2E.admin.email, E2E.admin.password).catch(async () => {
      // Without JavaScript there is no toast to wait for: the sign-in lands on the dictation screen.
      await expect(page.getByLabel("Transcription text", { exact: true })).toBeVisible();
    });
    await page.goto("/admin/templates");
    const form = page.getByRole("region", { name: "New template" });
    await form.getByLabel("Name").fill("x".repeat(81));
    await form.getByLabel("Sections").fill(Array.from({ length: 13 }, (_, i) => `S${i}`).join("\n"));
    await form.getByRole("button", { name: "Add Template" }).click();
    await expect(page.getByText("Keep the name to 80 characters or fewer")).toBeVisible();
    await expect(page.getByText("A template can have up to 12 sections; this one has 13")).toBeVisible();

    const name = `Review ${Date.now() % 100000}-${viewport.width}`;
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Sections").fill("Control\nPlan");
    await form.getByRole("button", { name: "Add Template" }).click();
    const list = page.getByRole("list", { name: "Templates" });
    await expect(list.getByRole("heading", { name })).toBeVisible();

    await page.getByRole("link", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("region", { name: `Edit “${name}”` });
    await edit.getByLabel("Sections").fill("Control\nTechnique\nPlan");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(list).toContainText("Control · Technique · Plan");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    const bad = testInfo.outputPath("bad.json");
    writeFileSync(bad, JSON.stringify({ version: 2, templates: [] }));
    await page.getByLabel("Templates file").setInputFiles(bad);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(
      page.getByText("This file is version 2; this Notewell reads version 1 templates files."),
    ).toBeVisible();
    const good = testInfo.outputPath("good.json");
    const imported = `${name} imported`;
    writeFileSync(good, JSON.stringify({ version: 1, templates: [{ name: imported, sections: ["Story", "Plan"] }] }));
    await page.getByLabel("Templates file").setInputFiles(good);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(list.getByRole("heading", { name: imported })).toBeVisible();

    // A clinician chooses it on the dictation screen; the choice posts with Generate Consultation Note.
    const clinician = await browser.newContext({ viewport, javaScriptEnabled: false });
    const screen = await clinician.newPage();
    await registerThroughUi(screen, uniqueEmail("nojs-templates"));
    await field(screen, "Transcription text").fill(TRANSCRIPT);
    // The choice is in the Consultation tab: switching to it posts the form, and the transcript is kept.
    await screen.getByRole("tab", { name: "Consultation" }).click();
    await expect(field(screen, "Transcription text")).toHaveValue(TRANSCRIPT);
    await screen.getByLabel("Note format for this consultation").selectOption({ label: name });
    await screen.getByRole("button", { name: "Generate Consultation Note" }).click();
    await expect(field(screen, "Consultation text")).toHaveValue(
      /^Control:\n[\s\S]*\nTechnique:\nNot discussed\.\nPlan:\n/,
    );
    // The choice is kept on the page that comes back, with its preview.
    await expect(screen.getByLabel("Note format for this consultation")).toHaveValue(/^template:\d+$/);
    await expect(screen.getByText(`Preview “${name}”`)).toBeVisible();
    await clinician.close();

    for (const remove of [name, imported]) {
      await page.goto("/admin/templates");
      await page.getByRole("link", { name: `Delete ${remove}`, exact: true }).click();
      await page
        .getByRole("form", { name: `Delete ${remove}?` })
        .getByRole("button", { name: "Delete template" })
        .click();
      await expect(list.getByRole("heading", { name: remove, exact: true })).toHaveCount(0);
    }
  });
}
