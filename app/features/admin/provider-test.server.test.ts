import { beforeEach, describe, expect, test } from "vitest";
import { saveSettings } from "~/platform/settings.server.ts";
import { forgetConfig } from "~/platform/config.server.ts";
import { streamingUrl } from "../../../contract/speech-regions.ts";
import { ASSEMBLYAI_TEST_KEY, assemblyaiHandlers, assemblyaiUnreachable } from "../../../tests/mocks/assemblyai.ts";
import { OPENAI_TEST_KEY, openaiHandlers, openaiOutage } from "../../../tests/mocks/openai.ts";
import {
  NOT_CONFIGURED,
  speechToTextTokenUrl,
  testApiConnections,
  testLanguageModel,
  testSpeechToText,
} from "./provider-test.server.ts";
import { resetDatabase } from "../../../tests/setup/reset.ts";
import { mockProviders } from "../../../tests/mocks/server.ts";

const server = mockProviders(...assemblyaiHandlers(), ...openaiHandlers());

beforeEach(async () => {
  await resetDatabase();
});

describe("provider connection test", () => {
  test.each([
    ["wss://streaming.assemblyai.com/v3/ws", "https://streaming.assemblyai.com/v3/token?expires_in_seconds=60"],
    ["ws://127.0.0.1:3211/v3/ws", "http://127.0.0.1:3211/v3/token?expires_in_seconds=60"],
    ["wss://eu.example.org:8443/v3/ws?x=1", "https://eu.example.org:8443/v3/token?expires_in_seconds=60"],
  ])("the token URL for %s is %s", (streaming, token) => {
    expect(speechToTextTokenUrl(streaming)).toBe(token);
  });

  test("the speech-to-text key goes raw in Authorization (no Bearer) to the token endpoint", async () => {
    const seen: Array<{ url: string; auth: string | null }> = [];
    server.events.on("request:start", ({ request }) => {
      seen.push({ url: request.url, auth: request.headers.get("authorization") });
    });
    try {
      expect(await testSpeechToText(ASSEMBLYAI_TEST_KEY)).toEqual({
        status: "success",
        message: "Connected, the key was accepted",
      });
    } finally {
      server.events.removeAllListeners();
    }
    expect(seen).toEqual([
      { url: "https://streaming.assemblyai.com/v3/token?expires_in_seconds=60", auth: ASSEMBLYAI_TEST_KEY },
    ]);
  });

  test("a rejected key is an error that names the status, never the key", async () => {
    const stt = await testSpeechToText("aai-wrong-key-xyz");
    expect(stt).toEqual({ status: "error", message: "The API key was rejected (HTTP 401)" });
    const llm = await testLanguageModel("sk-wrong-key-abcdef");
    expect(llm).toEqual({ status: "error", message: "The API key was rejected (HTTP 401)" });
    expect(JSON.stringify([stt, llm])).not.toMatch(/wrong|xyz|abcdef|sk-/);
  });

  test("a missing key is 'Not configured' and nothing is called", async () => {
    const seen: string[] = [];
    server.events.on("request:start", ({ request }) => seen.push(request.url));
    try {
      expect(await testSpeechToText(undefined)).toEqual({ status: "error", message: NOT_CONFIGURED });
      expect(await testLanguageModel("")).toEqual({ status: "error", message: NOT_CONFIGURED });
    } finally {
      server.events.removeAllListeners();
    }
    expect(seen).toEqual([]);
  });

  test("an unreachable service or an outage is an error with a readable message", async () => {
    server.use(...assemblyaiUnreachable, ...openaiOutage);
    expect(await testSpeechToText(ASSEMBLYAI_TEST_KEY)).toEqual({
      status: "error",
      message: "Could not reach the speech-to-text service",
    });
    expect(await testLanguageModel(OPENAI_TEST_KEY)).toEqual({
      status: "error",
      message: "Unexpected response from the service (HTTP 500)",
    });
  });

  test("the language model is tested by listing models with the key as a Bearer token", async () => {
    expect(await testLanguageModel(OPENAI_TEST_KEY)).toEqual({
      status: "success",
      message: "Connected, the key was accepted",
    });
  });

  test("the token is asked for where recordings go: the chosen region, unless ASSEMBLYAI_STREAMING_URL overrides it", async () => {
    const asked: string[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.url.includes("/v3/token")) asked.push(new URL(request.url).host);
    });
    const proxy = "wss://stt-proxy.practice.nhs.uk/v3/ws";
    try {
      await saveSettings({ assemblyaiApiKey: ASSEMBLYAI_TEST_KEY, speechRegion: "eu" }, null);
      expect((await testApiConnections()).assemblyai.status).toBe("success");
      await saveSettings({ speechRegion: "us" }, null);
      expect((await testApiConnections()).assemblyai.status).toBe("success");
      await saveSettings({ speechRegion: "default" }, null);
      expect((await testApiConnections()).assemblyai.status).toBe("success");

      // The operator's address wins over the region, as it does for the sidecar's streams.
      process.env.ASSEMBLYAI_STREAMING_URL = proxy;
      forgetConfig();
      server.use(...assemblyaiHandlers({ urls: ["https://stt-proxy.practice.nhs.uk/v3/token"] }));
      await saveSettings({ speechRegion: "eu" }, null);
      expect((await testApiConnections()).assemblyai.status).toBe("success");
    } finally {
      server.events.removeAllListeners();
      delete process.env.ASSEMBLYAI_STREAMING_URL;
      forgetConfig();
    }
    expect(asked).toEqual([
      "streaming.eu.assemblyai.com",
      "streaming.us.assemblyai.com",
      "streaming.assemblyai.com",
      "stt-proxy.practice.nhs.uk",
    ]);
    // The very hosts the sidecar streams to for the same choices (contract/speech-regions.ts).
    expect(asked).toEqual(
      [
        streamingUrl("eu", undefined),
        streamingUrl("us", undefined),
        streamingUrl("default", ""),
        streamingUrl("eu", proxy),
      ].map((url) => new URL(url).host),
    );
  });

  test("both providers are tested with the saved keys", async () => {
    await saveSettings({ assemblyaiApiKey: ASSEMBLYAI_TEST_KEY, openaiApiKey: OPENAI_TEST_KEY }, null);
    expect(await testApiConnections()).toEqual({
      assemblyai: { status: "success", message: "Connected, the key was accepted" },
      openai: { status: "success", message: "Connected, the key was accepted" },
    });
  });
});
