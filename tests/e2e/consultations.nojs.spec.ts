import { expect, test, type Page } from "@playwright/test";
import { E2E } from "../../playwright.config.ts";
import { resetFakeOpenAi } from "./fake-stt.ts";
import { registerThroughUi, uniqueEmail } from "./helpers.ts";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.beforeEach(async ({ page, request }) => {
  await resetFakeOpenAi(request);
  await registerThroughUi(page, uniqueEmail("nojs-history"));
});

test("without JavaScript: each post saves the consultation; Clear All starts another; History lists, filters, opens, downloads, continues and deletes", async ({
  page,
}) => {
  await field(page, "Transcription text").fill("headache for two weeks worse in the mornings");
  await page.getByRole("button", { name: "Generate Consultation Note" }).click();
  await expect(field(page, "Consultation text")).toHaveValue(/^\(Normal\) Headache for two weeks/i);
  await page.goto("/");
  await expect(field(page, "Transcription text")).toHaveValue("headache for two weeks worse in the mornings");
  await expect(field(page, "Consultation text")).toHaveValue(/Headache for two weeks/i);

  await page.getByRole("button", { name: "Clear All" }).click();
  await expect(field(page, "Transcription text")).toHaveValue("");
  await field(page, "Transcription text").fill("itchy rash on both forearms after gardening");
  await page.getByRole("tab", { name: "Consultation" }).click(); // a tab switch posts, and so saves
  await page.goto("/");
  await expect(field(page, "Transcription text")).toHaveValue("itchy rash on both forearms after gardening");
  await expect(field(page, "Consultation text")).toHaveValue("");

  await page.getByRole("link", { name: "My consultations" }).first().click();
  const items = page.getByRole("list", { name: "Consultations" }).getByRole("listitem");
  await expect(items).toHaveCount(2);
  await page.getByLabel("Filter by a word").fill("headache");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\?q=headache$/);
  await expect(items).toHaveCount(1);
  await items.first().getByRole("link").click();
  await expect(page.getByRole("region", { name: "Consultation note" })).toContainText("Headache for two weeks");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Consultation note as consultation-note.txt" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("consultation-note.txt");

  await page.getByRole("button", { name: "Continue on dictation screen" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(field(page, "Transcription text")).toHaveValue("headache for two weeks worse in the mornings");

  await page.goto("/history?q=rash");
  await items.first().getByRole("link").click();
  await page.getByRole("link", { name: "Delete" }).click();
  const confirmation = page.getByRole("alert").filter({ hasText: "Delete this consultation?" });
  await expect(confirmation).toContainText("This cannot be undone.");
  await confirmation.getByRole("button", { name: "Delete consultation" }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText("headache");
});

test("without JavaScript: Clear All pressed straight after typing keeps what was typed in the consultation being left", async ({
  page,
}) => {
  await field(page, "Transcription text").fill("earache on the left for two days");
  await page.getByRole("tab", { name: "Consultation" }).click(); // a post: the consultation is saved
  await page.getByRole("tab", { name: "Transcription" }).click();
  await field(page, "Transcription text").fill("earache on the left for two days, eardrum red and bulging");
  await page.getByRole("button", { name: "Clear All" }).click();
  await expect(field(page, "Transcription text")).toHaveValue("");

  await page.getByRole("link", { name: "My consultations" }).first().click();
  const items = page.getByRole("list", { name: "Consultations" }).getByRole("listitem");
  await expect(items).toHaveCount(1);
  await items.first().getByRole("link").click();
  await expect(page.getByRole("region", { name: "Transcription" })).toContainText(
    "earache on the left for two days, eardrum red and bulging",
  );
});

test("without JavaScript: a post from a page shown before another device's change never blanks that change", async ({
  page,
}) => {
  await field(page, "Transcription text").fill("wheeze at night, worse in cold air");
  await page.getByRole("tab", { name: "Consultation" }).click(); // saved, and this page shows that revision
  await page.getByRole("tab", { name: "Transcription" }).click();
  const list = (await (await page.request.get("/api/consultations")).json()) as { consultations: { id: string }[] };
  // Another device adds a referral letter to the same consultation.
  const changed = await page.request.patch(`/api/consultations/${list.consultations[0].id}`, {
    headers: { Origin: E2E.baseURL },
    data: { referralLetter: "Dear colleague, please assess for asthma." },
  });
  expect(changed.status()).toBe(200);
  // This page, which shows no letter, posts every field.
  await field(page, "Transcription text").fill("wheeze at night, worse in cold air, peak flow 380");
  await page.getByRole("tab", { name: "Referral Letter" }).click();
  await expect(field(page, "Referral Letter text")).toHaveValue("Dear colleague, please assess for asthma.");
  await page.goto("/");
  await expect(field(page, "Transcription text")).toHaveValue("wheeze at night, worse in cold air, peak flow 380");
  await expect(field(page, "Referral Letter text")).toHaveValue("Dear colleague, please assess for asthma.");
});
