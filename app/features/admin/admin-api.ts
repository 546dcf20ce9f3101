import type { DocumentCounts, MonthTotals } from "./usage-kinds.ts";

/** Shapes of the admin JSON API (product.md §3, §7), shared by the server and the pages. */

/**
 * GET /api/admin/statistics: product.md §3 "Statistics response fields" (times in seconds), then ours (decision 057).
 * "Transcripts" are the consultations held: each saved consultation holds one transcript.
 */
export type Statistics = {
  totalUsers: number;
  activeUsers: number;
  totalTranscripts: number;
  totalRecordingTime: number;
  activeSessions: number;
  newUsers24h: number;
  transcripts24h: number;
  recordingTime24h: number;
  usersWithData: number;
  /** Documents and answers generated, all time, in all and by kind. */
  totalDocuments: number;
  documents: DocumentCounts;
  documents24h: number;
  /** The last 12 UK months, oldest first. */
  months: MonthTotals[];
  /** Each user: consultations held, and recording time and documents in the last 30 days. */
  users: Array<{
    id: number;
    name: string;
    email: string;
    consultations: number;
    recordingSeconds30Days: number;
    documents30Days: number;
  }>;
  /** What the practice's tables take on disk, measured by PostgreSQL. */
  storageBytes: number;
};

/** POST /api/admin/test-api (product.md §3 "API test response"): one result per provider; "success" is good. */
export type ProviderTestResult = { status: "success" | "error"; message: string };
export type ApiTestResults = { assemblyai: ProviderTestResult; openai: ProviderTestResult };

const PROVIDER_NAMES: Record<keyof ApiTestResults, string> = {
  assemblyai: "AssemblyAI (speech-to-text)",
  openai: "OpenAI (language model)",
};

/** The 'API Connection Test Results' toast: destructive unless both providers answered "success". */
export function apiTestToast(results: ApiTestResults): {
  title: string;
  description: string;
  type: "success" | "destructive";
} {
  const entries = (Object.keys(PROVIDER_NAMES) as Array<keyof ApiTestResults>).map((provider) => ({
    provider,
    result: results[provider],
  }));
  const allGood = entries.every(({ result }) => result?.status === "success");
  return {
    title: "API Connection Test Results",
    description: entries
      .map(({ provider, result }) => `${PROVIDER_NAMES[provider]}: ${result?.message ?? "No answer"}`)
      .join("\n"),
    type: allGood ? "success" : "destructive",
  };
}

export const API_TEST_FAILED = "API Connection Test Failed";
