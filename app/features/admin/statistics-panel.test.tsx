import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import type { KeySource } from "~/components/provider-key-status.tsx";
import type { Statistics } from "./admin-api.ts";
import { formatBytes, StatisticsPanel } from "./statistics-panel.tsx";

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
  totalDocuments: 5,
  documents: { consultation: 2, referral: 1, exact: 1, patient: 0, question: 1 },
  documents24h: 1,
  months: [
    {
      month: "2026-11",
      recordingSeconds: 600,
      documents: { consultation: 2, referral: 1, exact: 1, patient: 0, question: 1 },
    },
  ],
  users: [],
  storageBytes: 1_234_567,
};

const ENV_NOTE = "from the server's environment";

/** The System status card's entry for one provider, as text. */
function apiStatus(sources: { assemblyai: KeySource; openai: KeySource }, label: string): string {
  const html = renderToStaticMarkup(
    <StatisticsPanel
      statistics={FIGURES}
      state="idle"
      maxConcurrentSessions={10}
      retentionDays={90}
      apiKeys={sources}
    />,
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
    expect(apiStatus(sources, "AssemblyAI API")).toBe(`Configured ${ENV_NOTE} (ASSEMBLYAI_API_KEY)`);
    expect(apiStatus(sources, "OpenAI API")).toBe(`Configured ${ENV_NOTE} (OPENAI_API_KEY)`);
  });

  test("a saved key is Configured and says so; no key anywhere is Not Configured", () => {
    const sources = { assemblyai: "settings", openai: "none" } as const;
    expect(apiStatus(sources, "AssemblyAI API")).toBe("Configured saved in Settings");
    expect(apiStatus(sources, "OpenAI API")).toBe("Not Configured");
  });
});

test("storage is shown as measured, in decimal units", () => {
  expect([0, 999, 1_000, 1_234_567, 5_000_000_000].map(formatBytes)).toEqual([
    "0 bytes",
    "999 bytes",
    "1.0 kB",
    "1.2 MB",
    "5.0 GB",
  ]);
});
