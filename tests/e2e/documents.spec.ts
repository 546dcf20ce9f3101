import { expect, test, type Page } from "@playwright/test";
import { configureFakeOpenAi, fakeOpenAiRequests, resetFakeOpenAi } from "./fake-stt.ts";
import { expectToast, registerThroughUi } from "./helpers.ts";

const TRANSCRIPT =
  "patient reports a dry cough for three days no fever or shortness of breath chest clear plan amoxicillin 500 mg three times a day for five days";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.beforeEach(async ({ page, request }) => {
  await resetFakeOpenAi(request);
  await registerThroughUi(page);
  await field(page, "Transcription text").fill(TRANSCRIPT);
});

test("consultation note: streams into its tab (which opens), in the user's format, and is stored", async ({
  page,
  request,
}) => {
  await configureFakeOpenAi(request, { tokenDelayMs: 120 });
  await page.getByRole("button", { name: "Generate Consultation Note" }).click();
  await expect(page.getByRole("tab", { name: "Consultation" })).toHaveAttribute("aria-selected", "true");
  const note = field(page, "Consultation text");
  // While it streams the text grows and the button says it is busy.
  await expect(note).toHaveValue(/Patient reports/);
  await expect(page.getByRole("button", { name: "Generate Consultation Note…" })).toBeVisible();
  const partial = await note.inputValue();
  await expect(note).toHaveValue(/five days\.?$/, { timeout: 20_000 });
  expect((await note.inputValue()).length).toBeGreaterThan(partial.length);
  await expect(page.getByRole("button", { name: "Generate Consultation Note" })).toBeEnabled();

  const [sent] = await fakeOpenAiRequests(request);
  expect(sent.stream).toBe(true);
  expect(sent.system).toContain("Format: Narrative.");
  expect(sent.system).toContain("Detail level: Normal.");
  expect(sent.user).toContain(TRANSCRIPT);
});

test("the user's saved format is what the note is written in", async ({ page, request }) => {
  await page.goto("/preferences");
  await page.getByRole("combobox", { name: "Consultation Note Format" }).click();
  await page.getByRole("option", { name: "SBAR" }).click();
  await expectToast(page, "Preference Updated");
  await page.goto("/");
  await field(page, "Transcription text").fill(TRANSCRIPT);
  await page.getByRole("button", { name: "Generate Consultation Note" }).click();
  await expect(field(page, "Consultation text")).toHaveValue(/^Situation:/);
  expect((await fakeOpenAiRequests(request))[0].system).toContain("Format: SBAR.");
});

test("referral letter opens with thanks; invented details are flagged for checking", async ({ page, request }) => {
  await configureFakeOpenAi(request, { mode: "invent" });
  await page.getByRole("button", { name: "Generate Referral Letter" }).click();
  const letter = field(page, "Referral Letter text");
  await expect(letter).toHaveValue(/\nThank you for seeing this patient\./);
  const flags = page.getByRole("tabpanel", { name: "Referral Letter" }).getByText("Check these details before pasting");
  await expect(flags).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Referral Letter" })).toContainText("250 mg");
});

test("exact dictation: verified when every word matches; repaired, with a receipt, when the AI changed one", async ({
  page,
  request,
}) => {
  await page.getByRole("button", { name: "Exact Dictation", exact: true }).click();
  const exact = field(page, "Exact Dictation text");
  await expect(page.getByText("Verified: every word matches your dictation")).toBeVisible();
  await expect(exact).toHaveValue(/^Patient reports a dry cough/);

  await configureFakeOpenAi(request, { mode: "change-words" });
  await page.getByRole("button", { name: "Exact Dictation", exact: true }).click();
  await expect(page.getByText(/^Repaired: 1 word/)).toBeVisible();
  await expect(exact).toHaveValue(/^Patient reports a dry cough/);
  await expect(exact).not.toHaveValue(/definitely/);
});

test("ask a question: the answer arrives in the Response area; an empty question is refused beside the box", async ({
  page,
  request,
}) => {
  await page.getByRole("button", { name: "Ask Question" }).click();
  await expect(page.locator("#question-error")).toHaveText("No question entered: Please enter a question");
  await expect(page.locator('[aria-label^="Notification"] li')).toHaveCount(0);
  await page.getByLabel("Your question").fill("What follow-up is needed?");
  await page.getByRole("button", { name: "Ask Question" }).click();
  await expect(field(page, "Response text")).toHaveValue(/What follow-up is needed\?/);
  const [sent] = await fakeOpenAiRequests(request);
  expect(sent.user).toContain("Question: What follow-up is needed?");
  expect(sent.user).toContain(TRANSCRIPT);
});

test("a failure says so and keeps the transcript and the earlier document", async ({ page, request }) => {
  await page.getByRole("button", { name: "Generate Consultation Note" }).click();
  const note = field(page, "Consultation text");
  await expect(note).toHaveValue(/five days/);
  const before = await note.inputValue();
  await configureFakeOpenAi(request, { mode: "fail" });
  // Edited, so the screen asks before replacing it; the failure is then said once, in its tab.
  await note.fill(`${before} Edited.`);
  await page.getByRole("button", { name: "Generate Consultation Note" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Generate Consultation Note again" }).click();
  await expect(page.getByRole("tabpanel", { name: "Consultation" }).getByRole("alert")).toContainText(
    "Processing failed",
  );
  await expect(page.getByText("Processing failed", { exact: true })).toHaveCount(1);
  await expect(page.locator('[aria-label^="Notification"] li')).toHaveCount(0);
  await expect(note).toHaveValue(`${before} Edited.`);
  await page.getByRole("tab", { name: "Transcription" }).click();
  await expect(field(page, "Transcription text")).toHaveValue(TRANSCRIPT);
});

test("with no transcript the generate buttons are disabled", async ({ page }) => {
  await field(page, "Transcription text").fill("");
  for (const name of ["Generate Consultation Note", "Generate Referral Letter", "Exact Dictation"]) {
    await expect(page.getByRole("button", { name, exact: true })).toBeDisabled();
  }
});
