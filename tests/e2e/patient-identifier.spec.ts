import { expect, test, type Page } from "@playwright/test";
import { fakeOpenAiRequests, fakeSessions, resetFake, resetFakeOpenAi } from "./fake-stt.ts";
import { registerThroughUi, uniqueEmail } from "./helpers.ts";
import { pressStart } from "./recording.ts";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const NHS = "943 476 5919";
/** Every way the number could travel: its digits alone, or with any spacing or dashes (digits compared alone). */
const digitsOf = (text: string) => text.replace(/\D/g, "");

test.beforeEach(async ({ page, request }) => {
  await resetFake(request);
  await resetFakeOpenAi(request);
  await registerThroughUi(page, uniqueEmail("nhs-number"));
});

test("the NHS number's check digit: a wrong one is said beside the field and nothing typed is lost", async ({
  page,
}) => {
  await field(page, "Transcription text").fill("patient reports a dry cough");
  const number = field(page, "NHS number (optional)");
  await number.fill("943 476 5918");
  await number.blur();
  await expect(page.getByRole("alert").filter({ hasText: "not a valid NHS number" })).toBeVisible();
  await expect(number).toHaveAttribute("aria-invalid", "true");
  await expect(number).toHaveValue("943 476 5918");

  await number.fill("943 476");
  await number.blur();
  await expect(page.getByText("An NHS number has 10 digits")).toBeVisible();

  await number.fill("943-476-5919");
  await number.blur();
  await expect(number).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("An NHS number has 10 digits")).toHaveCount(0);
  // Kept with the consultation: it is there after a reload.
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 10_000 });
  await page.reload();
  await expect(field(page, "NHS number (optional)")).toHaveValue("943-476-5919");
});

test("the NHS number is on the note and the letter, and no request to the language model or the speech provider carries it", async ({
  page,
  request,
}) => {
  await field(page, "NHS number (optional)").fill(NHS);
  // A recording: the speech provider is asked to transcribe while the number is on the screen.
  await pressStart(page);
  await expect(page.getByText("Connected")).toBeVisible();
  await expect(field(page, "Transcription text")).toHaveValue(/Patient reports a dry cough/, { timeout: 10_000 });
  await page.getByRole("button", { name: "Stop Recording" }).click();
  await expect(page.getByRole("button", { name: "Start Recording" })).toBeVisible();
  // The clinician also says the number in the dictation, three ways.
  const transcript = field(page, "Transcription text");
  await transcript.fill(`${await transcript.inputValue()} NHS number 9434765919, that is 943-476-5919 or ${NHS}.`);

  await page.getByRole("button", { name: "Generate Consultation Note" }).click();
  await expect(field(page, "Consultation text")).toHaveValue(new RegExp(`^NHS number: ${NHS}\\n\\n`));
  await page.getByRole("button", { name: "Generate Referral Letter" }).click();
  await expect(field(page, "Referral Letter text")).toHaveValue(new RegExp(`\\nNHS number: ${NHS}\\n`));
  await page.getByRole("button", { name: "Exact Dictation", exact: true }).click();
  await expect(field(page, "Exact Dictation text")).toHaveValue(/\[NHS number removed\]/);
  await page.getByLabel("Your question").fill(`Summarise the letter for ${NHS}`);
  await page.getByRole("button", { name: "Ask Question" }).click();
  await expect(field(page, "Response text")).not.toHaveValue("");

  const toModel = await fakeOpenAiRequests(request);
  expect(toModel.length).toBeGreaterThanOrEqual(4);
  for (const sent of toModel) {
    expect(digitsOf(sent.system + sent.user)).not.toContain("9434765919");
  }
  expect(toModel.some((sent) => sent.user.includes("[NHS number removed]"))).toBe(true);
  const sessions = await fakeSessions(request);
  expect(sessions.length).toBeGreaterThanOrEqual(1);
  expect(digitsOf(JSON.stringify(sessions))).not.toContain("9434765919");
});
