import { expect } from "@playwright/test";
import { adminApi, changeSettings, test } from "./helpers.ts";

/**
 * A test that changes the practice's settings and then times out may never finish its own `finally` (Playwright
 * stops its worker), so the `test` from helpers.ts puts the settings back itself when any test ends, and the specs
 * after it run as the practice was. Without it one timed-out accessibility scan once left maintenance on and failed
 * 43 later tests. (A test that timed out would count as a failure here, so the first test simply ends without
 * putting the settings back, as a timed-out one would.)
 */
test.describe.serial("settings a test changed and did not put back", () => {
  test("are changed, and the test ends without putting them back", async () => {
    await changeSettings({ systemMaintenance: true, maintenanceMessage: "Back soon." });
    const admin = await adminApi();
    const settings = (await (await admin.get("/api/admin/settings")).json()) as { systemMaintenance: boolean };
    await admin.dispose();
    expect(settings.systemMaintenance).toBe(true);
  });

  test("are put back before the next test", async () => {
    const admin = await adminApi();
    const settings = (await (await admin.get("/api/admin/settings")).json()) as { systemMaintenance: boolean };
    await admin.dispose();
    expect(settings.systemMaintenance).toBe(false);
  });
});
