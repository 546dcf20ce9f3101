import { expect, test, type Page } from "@playwright/test";
import { E2E } from "../../playwright.config.ts";
import { fakeOpenAiRequests, resetFakeOpenAi } from "./fake-stt.ts";
import { adminApi, registerThroughUi, signInThroughUi, signOutThroughUi, uniqueEmail } from "./helpers.ts";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test("without JavaScript: the administrator sets the letterhead, the clinician their signature, and the letter carries both", async ({
  page,
  request,
}) => {
  await resetFakeOpenAi(request);
  const api = await adminApi();
  const before = (await (await api.get("/api/admin/settings")).json()) as Record<string, unknown>;
  try {
    await signInThroughUi(page, E2E.admin.email, E2E.admin.password);
    await page.goto("/admin/settings");
    await field(page, "Practice name").fill("Hillside Medical Centre");
    await field(page, "Practice address").fill("2 Mill Lane, York YO1 7HH");
    await field(page, "Practice telephone").fill("01904 496000");
    await field(page, "Practice ODS code").fill("not an ods code");
    await page.getByRole("button", { name: /Save Settings|No Changes/ }).click();
    await expect(page.getByText("Must be an ODS code: 3 to 10 letters and digits").first()).toBeVisible();
    // Nothing typed is lost.
    await expect(field(page, "Practice name")).toHaveValue("Hillside Medical Centre");
    await field(page, "Practice ODS code").fill("Y02345");
    await page.getByRole("button", { name: /Save Settings|No Changes/ }).click();
    await expect(page.getByText("Settings updated").first()).toBeVisible();
    await expect(field(page, "Practice ODS code")).toHaveValue("Y02345");
    await signOutThroughUi(page);

    await registerThroughUi(page, uniqueEmail("nojs-letters"));
    await page.goto("/profile");
    await field(page, "Name as signed").fill("Dr Sam Okafor");
    await field(page, "Role").fill("Salaried GP");
    await field(page, "Professional registration number").fill("GMC 1234567");
    await page.getByRole("button", { name: "Save Signature" }).click();
    await expect(field(page, "Professional registration number")).toHaveValue("GMC 1234567");

    await page.goto("/");
    await field(page, "Transcription text").fill("patient with a lump in the left breast for two weeks");
    await page.getByRole("button", { name: "Generate Referral Letter" }).click();
    const letter = field(page, "Referral Letter text");
    await expect(letter).toHaveValue(
      /^Hillside Medical Centre\n2 Mill Lane, York YO1 7HH\nTelephone: 01904 496000 · ODS code: Y02345\n\n\d{1,2} \w+ \d{4}\n\nDear Colleague,\n\nThank you for seeing this patient\./,
    );
    await expect(letter).toHaveValue(
      /\n\nYours sincerely,\n\nDr Sam Okafor\nSalaried GP\nGMC 1234567\nHillside Medical Centre$/,
    );
    const [sent] = await fakeOpenAiRequests(request);
    for (const part of ["Hillside", "Mill Lane", "01904", "Y02345", "Okafor", "GMC", "1234567"]) {
      expect(sent.system + sent.user).not.toContain(part);
    }
  } finally {
    await api.put("/api/admin/settings", { data: before });
    await api.dispose();
  }
});
