import { expect, test, type Page } from "@playwright/test";
import { configureFakeOpenAi, resetFakeOpenAi } from "./fake-stt.ts";
import { registerThroughUi, uniqueEmail } from "./helpers.ts";

const TRANSCRIPT = "patient reports a dry cough for three days no fever plan review in one week";
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.beforeEach(async ({ page, request }) => {
  await resetFakeOpenAi(request);
  await registerThroughUi(page, uniqueEmail("nojs-docs"));
});

/** Without JavaScript the screen is one form: each button posts it and the page comes back with the result. */
test("without JavaScript: all four actions come back in their tabs; tabs switch without losing text", async ({
  page,
}) => {
  await field(page, "Transcription text").fill(TRANSCRIPT);
  await page.getByRole("button", { name: "Generate Consultation Note" }).click();
  await expect(page.getByRole("tab", { name: "Consultation" })).toHaveAttribute("aria-selected", "true");
  await expect(field(page, "Consultation text")).toHaveValue(/^\(Normal\) Patient reports a dry cough/);

  await page.getByRole("button", { name: "Generate Referral Letter" }).click();
  await expect(field(page, "Referral Letter text")).toHaveValue(/\nThank you for seeing this patient\./);

  await page.getByRole("button", { name: "Exact Dictation", exact: true }).click();
  await expect(page.getByText("Verified: every word matches your dictation")).toBeVisible();
  await expect(field(page, "Exact Dictation text")).toHaveValue(/^Patient reports a dry cough/);

  await page.getByLabel("Your question").fill("Summarise for handover");
  await page.getByRole("button", { name: "Ask Question" }).click();
  await expect(field(page, "Response text")).toHaveValue(/Summarise for handover/);

  // Switching tabs posts the form: everything typed comes back.
  await page.getByRole("tab", { name: "Transcription" }).click();
  await expect(field(page, "Transcription text")).toHaveValue(TRANSCRIPT);
  await expect(field(page, "Consultation text")).toHaveValue(/Patient reports/);
});

test("without JavaScript: an empty transcript and a provider failure are explained, nothing is lost", async ({
  page,
  request,
}) => {
  await page.getByRole("button", { name: "Generate Consultation Note" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "No content to process" })).toContainText(
    "Please record some audio first",
  );

  await field(page, "Transcription text").fill(TRANSCRIPT);
  await configureFakeOpenAi(request, { mode: "fail" });
  await page.getByRole("button", { name: "Generate Referral Letter" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Processing failed" }).first()).toBeVisible();
  await expect(field(page, "Transcription text")).toHaveValue(TRANSCRIPT);
});

test("without JavaScript: Download returns the document as a file", async ({ page }) => {
  await field(page, "Transcription text").fill(TRANSCRIPT);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Transcription text as transcription.txt" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("transcription.txt");
});
