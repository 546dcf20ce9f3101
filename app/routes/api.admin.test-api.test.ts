import { http, HttpResponse } from "msw";
import { afterAll, beforeEach, expect, test } from "vitest";
import { saveSettings } from "~/platform/settings.server.ts";
import { ASSEMBLYAI_TEST_KEY, assemblyaiHandlers } from "../../tests/mocks/assemblyai.ts";
import { OPENAI_BASE, OPENAI_TEST_KEY, openaiHandlers } from "../../tests/mocks/openai.ts";
import { args, getRequest, jsonRequest, settle } from "../../tests/setup/requests.ts";
import { signedInUser } from "../../tests/setup/users.ts";
import { action, loader } from "./api.admin.test-api.ts";
import { resetDatabase } from "../../tests/setup/reset.ts";
import { mockProviders } from "../../tests/mocks/server.ts";

const server = mockProviders(...assemblyaiHandlers(), ...openaiHandlers());

beforeEach(async () => {
  await resetDatabase();
  await saveSettings({ assemblyaiApiKey: ASSEMBLYAI_TEST_KEY, openaiApiKey: OPENAI_TEST_KEY }, null);
});
afterAll(async () => {
  await saveSettings({ assemblyaiApiKey: "", openaiApiKey: "" }, null);
});

const testApi = (cookie?: string) =>
  settle(() => action(args(jsonRequest("/api/admin/test-api", undefined, { cookie, raw: "" }))));

test("401 without a session, 403 for a non-admin, and no provider is called", async () => {
  const seen: string[] = [];
  server.events.on("request:start", ({ request }) => seen.push(request.url));
  try {
    expect((await testApi()).status).toBe(401);
    expect((await testApi((await signedInUser()).cookie)).status).toBe(403);
  } finally {
    server.events.removeAllListeners();
  }
  expect(seen).toEqual([]);
});

test("both providers accept their keys: success for each", async () => {
  const { cookie } = await signedInUser({ role: "admin" });
  const response = await testApi(cookie);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    results: {
      assemblyai: { status: "success", message: "Connected, the key was accepted" },
      openai: { status: "success", message: "Connected, the key was accepted" },
    },
  });
});

test("rejected keys are errors, and the keys never appear in the answer", async () => {
  const { cookie } = await signedInUser({ role: "admin" });
  await saveSettings({ assemblyaiApiKey: "aai-revoked-key", openaiApiKey: "sk-revoked-key" }, null);
  const response = await testApi(cookie);
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({
    results: {
      assemblyai: { status: "error", message: "The API key was rejected (HTTP 401)" },
      openai: { status: "error", message: "The API key was rejected (HTTP 401)" },
    },
  });
  expect(text).not.toMatch(/revoked|aai-|sk-/);
});

test("a provider that is down is an error for that provider only", async () => {
  const { cookie } = await signedInUser({ role: "admin" });
  server.use(
    http.get(`${OPENAI_BASE}/models`, () => HttpResponse.json({ error: { message: "Overloaded" } }, { status: 503 })),
  );
  const { results } = await (await testApi(cookie)).json();
  expect(results.assemblyai.status).toBe("success");
  expect(results.openai).toEqual({ status: "error", message: "Unexpected response from the service (HTTP 503)" });
});

test("GET is 405", async () => {
  const { cookie } = await signedInUser({ role: "admin" });
  const response = await settle(() => loader(args(getRequest("/api/admin/test-api", { cookie }))));
  expect(response.status).toBe(405);
});
