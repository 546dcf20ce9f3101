import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { configureFakeOpenAi, fakeOpenAiRequests, resetFakeOpenAi } from "./fake-stt.ts";
import { openLatestPatientSummary, registerThroughUi } from "./helpers.ts";

/**
 * Issue 25, item 6: a summary for the patient — a fourth document, written from the consultation in plain English,
 * with its tab, Copy and Download, checked like a note (and for the record's shorthand), kept with the consultation
 * and found again in My consultations. At a laptop's and a phone's size.
 */

const TRANSCRIPT =
  "patient reports a dry cough for three days no fever chest clear plan amoxicillin 500 mg three times a day for five days";
/** What the fake model writes for it: the summary's headings, and the one sentence for no next step agreed. */
const SUMMARY =
  "Why you came:\nPatient reports a dry cough for three days no fever chest clear plan amoxicillin 500 mg three times a day for five days\n" +
  "What happens next:\nWe did not agree a next step. If you have a question, contact the surgery.";
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const panel = (page: Page) => page.getByRole("tabpanel", { name: "Patient Summary" });
const saved = (page: Page) => expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
const generate = (page: Page) => page.getByRole("button", { name: "Generate Patient Summary", exact: true });

async function start(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  await registerThroughUi(page);
  await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Essential Only" }).click();
  await field(page, "Transcription text").fill(TRANSCRIPT);
}

async function axeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test.beforeEach(async ({ request }) => {
  await resetFakeOpenAi(request);
});

for (const viewport of WIDTHS) {
  test(`at ${viewport.width} px: generated from the consultation into its own tab, copied, downloaded, kept, and shown again in My consultations`, async ({
    page,
    context,
    request,
  }) => {
    await start(page, viewport);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await generate(page).click();
    await expect(page.getByRole("tab", { name: "Patient Summary" })).toHaveAttribute("aria-selected", "true");
    const summary = field(page, "Patient Summary text");
    await expect(summary).toHaveValue(SUMMARY);
    await expect(generate(page)).toBeEnabled();
    // Asked with its own instructions, streamed like the others.
    const [sent] = await fakeOpenAiRequests(request);
    expect(sent.stream).toBe(true);
    expect(sent.system).toContain("Write a summary for the patient, in the NHS style of writing for patients.");
    expect(sent.user).toContain(TRANSCRIPT);
    // Nothing to check: every detail is the dictation's, in plain words. An unreviewed draft, like any document.
    await expect(panel(page).getByText("Check these details before pasting")).toHaveCount(0);
    await expect(panel(page).getByRole("group", { name: "Review" })).toContainText("Unreviewed AI draft");
    // The tab strip keeps every tab, the open one included, on the screen.
    const box = (await page.getByRole("tab", { name: "Patient Summary" }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await axeClean(page);

    await panel(page).getByRole("button", { name: "Copy Patient Summary text" }).click();
    await expect(panel(page).getByRole("status").filter({ hasText: "Copied to clipboard" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SUMMARY);
    const file = page.waitForEvent("download");
    await panel(page).getByRole("button", { name: "Download Patient Summary text as patient-summary.txt" }).click();
    const download = await file;
    expect(download.suggestedFilename()).toBe("patient-summary.txt");
    expect(readFileSync(await download.path(), "utf8")).toBe(SUMMARY);
    await saved(page);

    // Kept with the consultation: back after a reload, and on its page in My consultations.
    await page.reload();
    await page.getByRole("tab", { name: "Patient Summary" }).click();
    await expect(summary).toHaveValue(SUMMARY);
    const onPage = await openLatestPatientSummary(page);
    await expect(onPage).toContainText("What happens next:");
    await expect(onPage).toContainText("We did not agree a next step.");
    const again = page.waitForEvent("download");
    await onPage.getByRole("button", { name: "Download Patient summary as patient-summary.txt" }).click();
    expect((await again).suggestedFilename()).toBe("patient-summary.txt");
    await axeClean(page);
  });
}

test("details the dictation does not give, and the record's shorthand, are listed to check; they follow the clinician's edits", async ({
  page,
  request,
}) => {
  await start(page, { width: 1280, height: 800 });
  await configureFakeOpenAi(request, { mode: "invent" });
  await generate(page).click();
  const summary = field(page, "Patient Summary text");
  await expect(summary).toHaveValue(/Take amoxicillin 250 mg TDS\./);
  const details = panel(page).getByRole("status").filter({ hasText: "Check these details before pasting" });
  await expect(details).toContainText("shorthand your patient may not know");
  await expect(details).toContainText(/amoxicillin 250 mg not in the dictation/i);
  await expect(details).toContainText('"TDS" is shorthand your patient may not know: write "three times a day"');
  await expect(details).toContainText("2 of 2 to check.");
  await expect(panel(page).getByRole("button", { name: /^Copy Patient Summary text/ })).toHaveText("Copy (2 to check)");

  // The shorthand written out: its flag goes after a pause in typing; the dose is still to check.
  await summary.fill((await summary.inputValue()).replace("TDS", "three times a day"));
  await expect(details).not.toContainText("TDS");
  await expect(details).toContainText("1 of 1 to check.");
  await saved(page);
  await page.reload();
  await page.getByRole("tab", { name: "Patient Summary" }).click();
  await expect(details).toContainText(/amoxicillin 250 mg not in the dictation/i);
  await expect(details).not.toContainText("TDS");
});

test("with no transcript Generate Patient Summary is disabled, like the other generate buttons", async ({ page }) => {
  await start(page, { width: 1280, height: 800 });
  await field(page, "Transcription text").fill("");
  await expect(generate(page)).toBeDisabled();
  await field(page, "Transcription text").fill("cough");
  await expect(generate(page)).toBeEnabled();
});
