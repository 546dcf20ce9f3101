import { expect, type Page } from "@playwright/test";
import { fakeOpenAiRequests, resetFakeOpenAi } from "./fake-stt.ts";
import { changeSettings, expectToast, registerThroughUi, uniqueEmail, test } from "./helpers.ts";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const TRANSCRIPT = "patient reports right knee pain for three weeks please assess for arthroscopy";
const PRACTICE = {
  practiceName: "Riverside Surgery",
  practiceAddress: "1 High Street, Leeds LS1 4AB",
  practiceTelephone: "0113 496 0000",
  practiceOdsCode: "b86001",
};
const today = () =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/London",
  }).format(new Date());

let restore: () => Promise<void>;
test.beforeEach(async ({ page, request }) => {
  await resetFakeOpenAi(request);
  restore = await changeSettings(PRACTICE);
  await registerThroughUi(page, uniqueEmail("letters"));
});
test.afterEach(async () => restore());

test("a referral letter carries the letterhead, the date, a salutation and the signature, which the app writes and the model never sees", async ({
  page,
  request,
}) => {
  await page.goto("/profile");
  await field(page, "Name as signed").fill("Dr Jane Smith");
  await field(page, "Role").fill("General Practitioner");
  await field(page, "Professional registration number").fill("GMC 7654321");
  await page.getByRole("button", { name: "Save Signature" }).click();
  await expectToast(page, "Signature updated");
  await page.reload();
  await expect(field(page, "Professional registration number")).toHaveValue("GMC 7654321");

  await page.goto("/");
  await field(page, "Transcription text").fill(TRANSCRIPT);
  await page.getByRole("button", { name: "Generate Referral Letter" }).click();
  const letter = field(page, "Referral Letter text");
  await expect(letter).toHaveValue(
    [
      "Riverside Surgery\n1 High Street, Leeds LS1 4AB\nTelephone: 0113 496 0000 · ODS code: B86001",
      today(),
      "Dear Colleague,",
      "Thank you for seeing this patient. Patient reports right knee pain for three weeks please assess for arthroscopy",
      "Yours sincerely,",
      "Dr Jane Smith\nGeneral Practitioner\nGMC 7654321\nRiverside Surgery",
    ].join("\n\n"),
  );
  // None of what Notewell wrote round the letter is flagged as a detail the dictation does not support.
  await expect(page.getByText("not in the dictation")).toHaveCount(0);

  // The model was asked for the letter's body alone: nothing of the letterhead or signature was in what it got.
  const [sent] = await fakeOpenAiRequests(request);
  for (const part of ["Riverside", "High Street", "0113", "B86001", "Jane Smith", "GMC", "7654321"]) {
    expect(sent.system + sent.user).not.toContain(part);
  }
  expect(sent.system).toContain("Do not write an address block, a date, a salutation, a sign-off or a signature");

  // At a phone's width the letter is still there whole, and the signature form fits.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(letter).toHaveValue(/GMC 7654321\nRiverside Surgery$/);
});
