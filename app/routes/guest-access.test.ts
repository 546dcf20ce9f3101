import { QueryTypes } from "sequelize";
import { beforeEach, describe, expect, test } from "vitest";
import { saveSettings } from "~/platform/settings.server.ts";
import { startGuestSession } from "~/platform/guards.server.ts";
import { db } from "~/platform/db.server.ts";
import { OPENAI_TEST_KEY, openaiChatHandlers } from "../../tests/mocks/openai.ts";
import { args, formRequest, getRequest, jsonRequest, settle } from "../../tests/setup/requests.ts";
import { action as screenAction, loader as screenLoader } from "./_index.tsx";
import { loader as configLoader } from "./api.config.ts";
import { action as recordingTime } from "./api.recording-time.ts";
import { loader as authLoader } from "./auth.tsx";
import { loader as helpLoader } from "./help.tsx";
import { loader as preferencesLoader } from "./preferences.tsx";
import { resetDatabase } from "../../tests/setup/reset.ts";
import { mockProviders } from "../../tests/mocks/server.ts";

/** Decision 017: a guest gets the dictation screen (and what it calls) and the public pages; nothing else. */

mockProviders(...openaiChatHandlers({ sent: [] }));

let guest: string;
beforeEach(async () => {
  await resetDatabase();
  await saveSettings({ enableGuestAccess: true, openaiApiKey: OPENAI_TEST_KEY, assemblyaiApiKey: "aai-key" }, null);
  guest = (await startGuestSession(getRequest("/auth"))).split(";")[0];
});

const count = async (table: "transcripts" | "recording_sessions" | "consultations") =>
  Number((await db().query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`, { type: QueryTypes.SELECT }))[0].n);

describe("with guest access on, a guest", () => {
  test("gets the dictation screen, marked as a guest's, with the default note style and no key terms", async () => {
    const response = await settle(() => screenLoader(args(getRequest("/", { cookie: guest }))));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      guest: true,
      keyTerms: [],
      // The default note style, and only the built-in formats: a guest has no templates of their own, and the
      // practice has none here (decision 065).
      noteFormat: "narrative",
      detailLevel: "Normal",
      formats: [
        { group: "Built-in formats", label: "Narrative", value: "narrative" },
        { group: "Built-in formats", label: "SOAP", value: "soap" },
        { group: "Built-in formats", label: "SBAR", value: "sbar" },
        { group: "Built-in formats", label: "Structured GP", value: "structured" },
      ],
      userId: null,
      reviewer: "Guest",
      footer: false,
      footers: {},
      // The practice asks for consent before recording (decision 060): a guest's page asks too.
      requireConsent: true,
      consultation: null,
      // Nothing of a guest's is kept in the browser, so a guest's page gets no key to keep it with.
      draftKey: null,
    });
  });

  test("may ask whether streaming is configured (the recording's first call)", async () => {
    const response = await settle(() => configLoader(args(getRequest("/api/config", { cookie: guest }))));
    expect(await response.json()).toEqual({ hasApiKey: true });
  });

  test("generates documents on the screen without JavaScript, and nothing is stored", async () => {
    const response = await settle(() =>
      screenAction(
        args(
          formRequest(
            "/",
            { intent: "consultation", transcript: "Dry cough for three days.", tab: "transcription" },
            { cookie: guest },
          ),
        ),
      ),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.record.consultationNote).toBeTruthy();
    expect(body.consultationId).toBeNull();
    expect(await count("transcripts")).toBe(0);
    expect(await count("consultations")).toBe(0);
  });

  test("over the address's allowance, the screen without JavaScript says so (429, Retry-After)", async () => {
    await db().query(
      `INSERT INTO rate_limits (key, points, expire) VALUES ('guest_document:unknown', 1000, (extract(epoch FROM now()) * 1000 + 600000)::bigint)`,
    );
    const response = await settle(() =>
      screenAction(
        args(formRequest("/", { intent: "exact", transcript: "Dry cough.", tab: "transcription" }, { cookie: guest })),
      ),
    );
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(500);
    // Said once, in the Exact Dictation tab, where it failed.
    expect((await response.json()).error).toMatchObject({
      code: "rate-limited",
      title: "Too many requests",
      message:
        "Guests on your network have used this hour's 30 documents. Please wait 10 minutes and try again, or sign in.",
      field: "exactDictation",
    });
  });

  test("has no recording time stored", async () => {
    const response = await settle(() =>
      recordingTime(args(jsonRequest("/api/recording-time", { durationSeconds: 30 }, { cookie: guest }))),
    );
    expect(response.status).toBe(401);
    expect(await count("recording_sessions")).toBe(0);
  });

  test("is sent to sign in from the other protected pages", async () => {
    for (const [path, loader] of [
      ["/help", helpLoader],
      ["/preferences", preferencesLoader],
    ] as const) {
      const response = await settle(() => loader(args(getRequest(path, { cookie: guest }))));
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  test("may still open the sign-in page (to sign in)", async () => {
    const response = await settle(() => authLoader(args(getRequest("/auth", { cookie: guest }))));
    expect(response.status).toBe(200);
  });
});

describe("with guest access off", () => {
  beforeEach(async () => {
    await saveSettings({ enableGuestAccess: false }, null);
  });

  test("a guest session no longer opens the dictation screen: sent to sign in", async () => {
    const response = await settle(() => screenLoader(args(getRequest("/", { cookie: guest }))));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth");
  });

  test("nor starts a recording (config 401)", async () => {
    const response = await settle(() => configLoader(args(getRequest("/api/config", { cookie: guest }))));
    expect(response.status).toBe(401);
  });
});
