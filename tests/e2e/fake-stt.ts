import type { APIRequestContext } from "@playwright/test";

/** The fake provider's control API (tests/fake-stt/server.ts), as the browser tests drive it. */
export type FakeSession = {
  id: string;
  query: Record<string, string>;
  authorized: boolean;
  authMethod: "header" | "token" | null;
  bytesReceived: number;
  frames: number;
  minFrameMs: number | null;
  maxFrameMs: number | null;
  audioMs: number;
  peak: number;
  rms: number;
  silent: boolean;
  keyterms: string[];
  /** Every text frame the client sent, raw. */
  messagesReceived: string[];
  /**
   * wordsInAudio: each word the session heard, when (`at`, ms since the epoch), where it starts in the session's
   * audio (`ms`) and the silence just before it (`silenceBeforeMs`, null for the first word); a word that goes on
   * after a dropout inside it is heard once, and kept here a second time marked `dropout`.
   */
  heard: Array<{ word: string; at: number; ms: number; silenceBeforeMs: number | null; dropout?: true }>;
  terminated: boolean;
  closeCode: number | null;
  closedBy: "server" | "client" | null;
  wallMs: number | null;
  startedAt: number;
  endedAt: number | null;
};

export type FakeFault = {
  refuse?: { http: number } | { code: number; reason: string; errorFrame?: boolean };
  delayBeginMs?: number;
  noBegin?: boolean;
  dropAfterAudioMs?: number;
  closeAfterAudioMs?: { ms: number; code: number; reason: string; errorFrame?: boolean };
};

const base = () => process.env.E2E_FAKE_STT_URL ?? "http://127.0.0.1:3211";

export async function resetFake(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${base()}/__control/reset`);
  if (!response.ok()) throw new Error(`fake reset failed: ${response.status()}`);
}

export async function configureFake(
  request: APIRequestContext,
  options: { faults?: FakeFault[]; formatMode?: "trailing" | "inline"; loopScript?: boolean; wordsInAudio?: boolean },
): Promise<void> {
  const response = await request.post(`${base()}/__control/configure`, { data: options });
  if (!response.ok()) throw new Error(`fake configure failed: ${response.status()}`);
}

export async function fakeSessions(request: APIRequestContext): Promise<FakeSession[]> {
  const response = await request.get(`${base()}/__control/sessions`);
  return (await response.json()) as FakeSession[];
}

/** The local OpenAI-compatible server's control API (tests/fake-openai/server.ts). */
const openAiBase = () => process.env.E2E_FAKE_OPENAI_URL ?? "http://127.0.0.1:3213";

export type FakeOpenAiRequest = {
  system: string;
  user: string;
  stream: boolean;
  temperature: number | null;
  firstTokenAt: number | null;
};

export async function resetFakeOpenAi(request: APIRequestContext): Promise<void> {
  await request.post(`${openAiBase()}/__control/reset`);
}

export async function configureFakeOpenAi(
  request: APIRequestContext,
  options: { mode?: "normal" | "fail" | "invent" | "change-words" | "other-words"; tokenDelayMs?: number },
): Promise<void> {
  await request.post(`${openAiBase()}/__control/configure`, { data: options });
}

export async function fakeOpenAiRequests(request: APIRequestContext): Promise<FakeOpenAiRequest[]> {
  return (await (await request.get(`${openAiBase()}/__control/requests`)).json()) as FakeOpenAiRequest[];
}
