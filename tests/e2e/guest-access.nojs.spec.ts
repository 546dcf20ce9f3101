import { expect, test } from "@playwright/test";
import { resetFakeOpenAi } from "./fake-stt.ts";
import { adminApi, changeSettings } from "./recording.ts";

let restore: (() => Promise<void>) | undefined;
test.afterEach(async () => {
  await restore?.();
  restore = undefined;
});

test("without JavaScript: 'Continue as guest' is a plain form post, and the guest can generate a document", async ({
  page,
  request,
}) => {
  restore = await changeSettings(await adminApi(), { enableGuestAccess: true });
  await resetFakeOpenAi(request);
  await page.goto("/auth");
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByText("Guest session — nothing you do here is saved. Sign in to keep your work."),
  ).toBeVisible();

  await page.getByLabel("Transcription text", { exact: true }).fill("patient reports a dry cough for three days");
  await page.getByRole("button", { name: "Generate Consultation Note" }).click();
  await expect(page.getByLabel("Consultation text", { exact: true })).toHaveValue(/Patient reports a dry cough/);

  // Ending the guest session (a plain form post too) returns to sign-in.
  await page.getByRole("button", { name: "End guest session" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("button", { name: "Continue as guest" })).toBeVisible();
});
