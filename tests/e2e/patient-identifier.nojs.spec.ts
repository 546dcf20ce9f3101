import { expect, test, type Page } from "@playwright/test";
import { fakeOpenAiRequests, resetFakeOpenAi } from "./fake-stt.ts";
import { registerThroughUi, uniqueEmail } from "./helpers.ts";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const TRANSCRIPT = "patient reports a dry cough for three days no fever plan review in one week";

test.beforeEach(async ({ page, request }) => {
  await resetFakeOpenAi(request);
  await registerThroughUi(page, uniqueEmail("nojs-nhs"));
});

test("without JavaScript: a wrong check digit is said and kept; a valid number heads the documents and never reaches the model", async ({
  page,
  request,
}) => {
  await field(page, "Transcription text").fill(`${TRANSCRIPT} NHS number 943-476-5919`);
  await field(page, "NHS number (optional)").fill("9434765918");
  await page.getByRole("button", { name: "Generate Consultation Note" }).click();
  await expect(page.getByText("not a valid NHS number")).toBeVisible();
  await expect(field(page, "NHS number (optional)")).toHaveValue("9434765918");
  await expect(field(page, "Consultation text")).not.toHaveValue(/NHS number: /);
  await expect(field(page, "Transcription text")).toHaveValue(/NHS number 943-476-5919$/);

  await field(page, "NHS number (optional)").fill("943 476 5919");
  await page.getByRole("button", { name: "Generate Referral Letter" }).click();
  await expect(page.getByText("not a valid NHS number")).toHaveCount(0);
  await expect(field(page, "Referral Letter text")).toHaveValue(/\nNHS number: 943 476 5919\n/);
  await page.getByRole("button", { name: "Generate Consultation Note" }).click();
  await expect(field(page, "Consultation text")).toHaveValue(/^NHS number: 943 476 5919\n\n/);

  const toModel = await fakeOpenAiRequests(request);
  expect(toModel.length).toBeGreaterThanOrEqual(2);
  for (const sent of toModel) expect((sent.system + sent.user).replace(/\D/g, "")).not.toContain("9434765919");
});
