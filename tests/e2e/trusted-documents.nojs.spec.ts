import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { configureFakeOpenAi, resetFakeOpenAi } from "./fake-stt.ts";
import { changeSettings, registerThroughUi, uniqueEmail, test } from "./helpers.ts";

/**
 * Issue 23 without JavaScript: every form of it — review, restore and the question before replacing an edited
 * document, ticking details and the question before downloading, the thread and its one-tap prompts, the
 * transcript as the dictation, labels — works as a plain form post.
 */

const TRANSCRIPT =
  "patient reports a dry cough for three days no fever chest clear plan amoxicillin 500 mg three times a day for five days";
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const panel = (page: Page, name: string) => page.getByRole("tabpanel", { name });

test.beforeEach(async ({ page, request }) => {
  await resetFakeOpenAi(request);
  await registerThroughUi(page, uniqueEmail("nojs-trust"));
  await field(page, "Transcription text").fill(TRANSCRIPT);
});

test("without JavaScript: Mark as reviewed records who and how much changed; generating over an edit asks first; an earlier version is restored", async ({
  page,
}) => {
  await page.getByRole("button", { name: "Generate Consultation Note" }).click();
  const note = field(page, "Consultation text");
  await expect(note).toHaveValue(/^\(Normal\) Patient reports/);
  const generated = await note.inputValue();
  const review = panel(page, "Consultation").getByRole("group", { name: "Review" });
  await expect(review).toContainText("Unreviewed AI draft");

  await note.fill(`${generated} Seen with her daughter.`);
  await review.getByRole("button", { name: "Mark as reviewed" }).click();
  await expect(review).toContainText(/Reviewed\s*by Grace Hopper, .+; \d+% of words changed/);
  await expect(note).toHaveValue(`${generated} Seen with her daughter.`);

  // Generate over the edited note: asked first, on the page; keeping the edits changes nothing.
  await page.getByRole("button", { name: "Generate Consultation Note" }).click();
  const ask = panel(page, "Consultation")
    .getByRole("alert")
    .filter({ hasText: "Replace your edited consultation note?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Keep my edits" }).click();
  await expect(note).toHaveValue(`${generated} Seen with her daughter.`);
  await page.getByRole("button", { name: "Generate Consultation Note" }).click();
  await ask.getByRole("button", { name: "Generate Consultation Note again" }).click();
  await expect(note).toHaveValue(generated);
  await expect(review).toContainText("Unreviewed AI draft");

  // The reviewed text is a version: opened (a plain <details>) and restored.
  const versions = panel(page, "Consultation").locator("details").filter({ hasText: "Versions kept" }).first();
  await versions.locator("summary").first().click();
  const reviewed = versions.locator("li").filter({ hasText: "Reviewed (Grace Hopper)" });
  await reviewed.locator("summary").click();
  await expect(reviewed).toContainText("Seen with her daughter.");
  await reviewed.getByRole("button", { name: "Restore this version" }).click();
  await expect(note).toHaveValue(`${generated} Seen with her daughter.`);
  await page.goto("/");
  await expect(note).toHaveValue(`${generated} Seen with her daughter.`);
});

test("without JavaScript: details to check are ticked and re-checked on each post; Download asks first while any is unchecked; the practice's footer is in the file", async ({
  page,
  request,
}) => {
  const restore = await changeSettings({ provenanceFooter: true });
  try {
    await configureFakeOpenAi(request, { mode: "invent" });
    await page.getByRole("button", { name: "Generate Referral Letter" }).click();
    const letter = field(page, "Referral Letter text");
    await expect(letter).toHaveValue(/\nThank you for seeing this patient\./);
    const details = panel(page, "Referral Letter").getByRole("status").filter({ hasText: "Check these details" });
    await expect(details).toContainText("Amoxicillin 250 mg not in the dictation");

    // Download asks first, once on the page.
    const download = page.getByRole("button", { name: /^Download Referral Letter text/ });
    await expect(download).toHaveText("Download (1 to check)");
    await download.click();
    const ask = panel(page, "Referral Letter").getByRole("alert").filter({ hasText: "1 detail not checked" });
    await expect(ask).toBeVisible();
    const file = page.waitForEvent("download");
    await ask.getByRole("button", { name: "Download anyway" }).click();
    const text = readFileSync(await (await file).path(), "utf8");
    expect(text).toMatch(/\nThank you for seeing this patient\./);
    expect(text).toMatch(/\r\n\r\nDrafted with AI from dictation on .+ \(gpt-4o-mini\); not yet reviewed$/);

    // Ticked, then posted (a tab switch): checked, and Download goes straight to the file.
    await details.getByRole("checkbox", { name: /^Checked: Amoxicillin 250 mg/ }).check();
    await page.getByRole("tab", { name: "Referral Letter" }).click();
    await expect(details).toContainText("All checked.");
    await expect(download).toHaveText("Download");

    // A typed detail the dictation never gave is flagged on the next post.
    // Typed into the letter's body: what Notewell wrote round it (the signature) is not checked (decision 064).
    await letter.fill((await letter.inputValue()).replace("\n\nYours sincerely,", " BP 150/95.\n\nYours sincerely,"));
    await page.getByRole("tab", { name: "Referral Letter" }).click();
    await expect(details).toContainText("BP 150/95 not in the dictation");
    await expect(details).toContainText("1 of 2 to check.");
  } finally {
    await restore();
  }
});

test("without JavaScript: Ask a Question keeps every question and answer, one-tap prompts post, an empty question is answered beside the box", async ({
  page,
}) => {
  await page.getByRole("button", { name: "Ask Question" }).click();
  await expect(page.locator("#question-error")).toHaveText("No question entered: Please enter a question");
  await page.getByRole("button", { name: "Handover summary" }).click();
  await expect(field(page, "Response text")).toHaveValue(/Write a handover summary for the duty doctor\./);
  await page.getByLabel("Your question").fill("Is a chest X-ray needed?");
  await page.getByRole("button", { name: "Ask Question" }).click();
  await expect(field(page, "Response text")).toHaveValue(/Is a chest X-ray needed\?/);
  await expect(page.locator("#question-error")).toHaveCount(0);
  const earlier = page.getByRole("list", { name: "Earlier questions and answers" });
  await expect(earlier).toContainText("Write a handover summary for the duty doctor.");
  await page.goto("/");
  await expect(earlier).toContainText("Write a handover summary for the duty doctor.");
  await expect(page.locator("#ask")).toContainText("Is a chest X-ray needed?");
});

test("without JavaScript: a refused Exact Dictation offers the transcript as the dictation; a label is given in My consultations", async ({
  page,
  request,
}) => {
  await configureFakeOpenAi(request, { mode: "other-words" });
  await page.getByRole("button", { name: "Exact Dictation", exact: true }).click();
  const refused = panel(page, "Exact Dictation").getByRole("alert").filter({ hasText: "Your words could not be kept" });
  await expect(refused).toBeVisible();
  await expect(page.getByText("Processing failed")).toHaveCount(0);
  await refused.getByRole("button", { name: "Use the transcript as the dictation" }).click();
  await expect(field(page, "Exact Dictation text")).toHaveValue(
    "Patient reports a dry cough for three days no fever chest clear plan amoxicillin 500 mg three times a day for five days.",
  );
  await expect(panel(page, "Exact Dictation")).toContainText("rules that cannot change a word");

  await page.getByRole("link", { name: "My consultations" }).first().click();
  const items = page.getByRole("list", { name: "Consultations" }).getByRole("listitem");
  await expect(items.first()).toContainText("patient reports a dry cough for three days…");
  await items.first().getByRole("link").click();
  await page.getByLabel("Label in My consultations").fill("Mr Okafor, cough");
  await page.getByRole("button", { name: "Save label" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mr Okafor, cough");
  await page.getByRole("link", { name: "← My consultations" }).click();
  await page.getByLabel("Filter by a word").fill("okafor");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText("Mr Okafor, cough");
});
