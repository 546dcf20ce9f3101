import { expect } from "@playwright/test";
import { resetFakeOpenAi } from "./fake-stt.ts";
import { changeSettings, test } from "./helpers.ts";
import { withDatabase } from "./recording.ts";

/** Rows of anyone's work (other specs share the database, one at a time: nothing else writes meanwhile). */
function storedWork() {
  return withDatabase(async (db) => {
    const { rows } = await db.query(
      "SELECT (SELECT count(*) FROM transcripts) AS transcripts, (SELECT count(*) FROM consultations) AS consultations",
    );
    return rows[0] as { transcripts: string; consultations: string };
  });
}

let restore: (() => Promise<void>) | undefined;
test.afterEach(async () => {
  await restore?.();
  restore = undefined;
});

test("without JavaScript: 'Continue as guest' is a plain form post, and the guest can generate a document", async ({
  page,
  request,
}) => {
  restore = await changeSettings({ enableGuestAccess: true });
  await resetFakeOpenAi(request);
  const before = await storedWork();
  await page.goto("/auth");
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByText("Guest session — nothing you do here is saved. Sign in to keep your work."),
  ).toBeVisible();

  await page.getByLabel("Transcription text", { exact: true }).fill("patient reports a dry cough for three days");
  await page.getByRole("button", { name: "Generate Consultation Note" }).click();
  await expect(page.getByLabel("Consultation text", { exact: true })).toHaveValue(/Patient reports a dry cough/);
  // Each post carries the whole screen; a guest's is never stored (no consultation, no transcript).
  await page.getByRole("tab", { name: "Transcription" }).click();
  await expect(page.getByLabel("Transcription text", { exact: true })).toHaveValue(
    "patient reports a dry cough for three days",
  );
  expect(await storedWork()).toEqual(before);
  await page.goto("/history");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fhistory$/);
  await page.goto("/");

  // Ending the guest session (a plain form post too) returns to sign-in.
  await page.getByRole("button", { name: "End guest session" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("button", { name: "Continue as guest" })).toBeVisible();
});
