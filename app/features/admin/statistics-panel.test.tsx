import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import type { Statistics } from "./admin-api.ts";
import { type ApiKeySource, StatisticsPanel } from "./statistics-panel.tsx";

const FIGURES: Statistics = {
  totalUsers: 3,
  activeUsers: 2,
  totalTranscripts: 4,
  totalRecordingTime: 600,
  activeSessions: 1,
  newUsers24h: 0,
  transcripts24h: 1,
  recordingTime24h: 60,
  usersWithData: 1,
};

/** The System status card's entry for one provider, as text. */
function apiStatus(sources: { assemblyai: ApiKeySource; openai: ApiKeySource }, label: string): string {
  const html = renderToStaticMarkup(
    <StatisticsPanel statistics={FIGURES} state="idle" maxConcurrentSessions={10} apiKeys={sources} />,
  );
  const entry = new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>(.*?)</dd>`).exec(html)?.[1];
  if (entry === undefined) throw new Error(`no ${label} in the panel`);
  return entry
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

describe("the Statistics tab's API status", () => {
  test("a key given only through the server's environment is Configured (it is what recordings use)", () => {
    const sources = { assemblyai: "environment", openai: "environment" } as const;
    expect(apiStatus(sources, "AssemblyAI API")).toBe("Configured The server's environment key is used.");
    expect(apiStatus(sources, "OpenAI API")).toBe("Configured The server's environment key is used.");
  });

  test("a saved key is Configured; no key anywhere is Not Configured", () => {
    const sources = { assemblyai: "settings", openai: "none" } as const;
    expect(apiStatus(sources, "AssemblyAI API")).toBe("Configured");
    expect(apiStatus(sources, "OpenAI API")).toBe("Not Configured");
  });
});
