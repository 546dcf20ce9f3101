import { afterEach, beforeEach, expect, test } from "vitest";
import { saveSettings } from "~/platform/settings.server.ts";
import { db } from "~/platform/db.server.ts";
import { args, getRequest, settle } from "../../tests/setup/requests.ts";
import { signedInUser } from "../../tests/setup/users.ts";
import { loader } from "./api.config.ts";
import { resetDatabase } from "../../tests/setup/reset.ts";

const saved = process.env.ASSEMBLYAI_API_KEY;
beforeEach(async () => {
  await resetDatabase();
  await saveSettings({ assemblyaiApiKey: "" }, null);
});
afterEach(() => {
  if (saved === undefined) delete process.env.ASSEMBLYAI_API_KEY;
  else process.env.ASSEMBLYAI_API_KEY = saved;
});

async function config(cookie?: string) {
  return settle(() => loader(args(getRequest("/api/config", { cookie }))));
}

test("hasApiKey is false with no key anywhere, and never reveals a key", async () => {
  const { cookie } = await signedInUser();
  const response = await config(cookie);
  expect(await response.json()).toEqual({ hasApiKey: false });
});

test("an admin-saved key counts, and is stored encrypted", async () => {
  const { cookie } = await signedInUser();
  await saveSettings({ assemblyaiApiKey: "aai-secret-key" }, null);
  const response = await config(cookie);
  expect(await response.json()).toEqual({ hasApiKey: true });
  const [[row]] = (await db().query("SELECT value FROM system_settings WHERE key = 'assemblyaiApiKey'")) as [
    Array<{ value: string }>,
    unknown,
  ];
  expect(row.value).toMatch(/^v1:/);
  expect(row.value).not.toContain("aai-secret-key");
});

test("401 when nobody is signed in", async () => {
  expect((await config()).status).toBe(401);
});
