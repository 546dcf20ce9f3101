import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

/**
 * A small OpenAI-compatible server (POST /v1/chat/completions, streamed or not; GET /v1/models) for the
 * browser tests and the benchmark. It answers deterministically from the request, so tests can predict the
 * document, and it can be told to misbehave. It records what it was sent and when it sent its first token.
 */
export type FakeOpenAiMode =
  | "normal"
  /** Every completion fails with a 500. */
  | "fail"
  /**
   * Consultation notes and letters gain a dose the transcript never mentioned; a patient summary gains it in the
   * record's shorthand ("250 mg TDS").
   */
  | "invent"
  /** Exact dictation comes back with one word changed. */
  | "change-words"
  /** Exact dictation comes back as a summary in other words: it cannot be repaired, and is refused. */
  | "other-words";

export type FakeOpenAiOptions = {
  apiKey: string;
  port?: number;
  /** Where it listens (default 127.0.0.1; 0.0.0.0 lets containers reach it). */
  host?: string;
  tokenDelayMs?: number;
  mode?: FakeOpenAiMode;
};

type RecordedRequest = {
  at: number;
  model: string;
  stream: boolean;
  temperature: number | null;
  system: string;
  user: string;
  /** Date.now() when the first token was written to the socket (streamed requests). */
  firstTokenAt: number | null;
  status: number;
};

const between = (text: string, start: string, end: string) => {
  const from = text.indexOf(start);
  const to = text.lastIndexOf(end);
  return from >= 0 && to > from ? text.slice(from + start.length, to).trim() : text.trim();
};

const sentenceCase = (text: string) =>
  text.replace(/(^|[.!?]\s+)([a-z])/g, (_, lead: string, letter: string) => lead + letter.toUpperCase());

/** The document a real model might write, built from the request so tests know what to expect. */
export function answerFor(system: string, user: string, mode: FakeOpenAiMode): string {
  if (system.includes("Add punctuation, capital letters and paragraph breaks")) {
    const dictation = between(user, "<<<DICTATION", "DICTATION>>>");
    if (mode === "other-words") return "Summary: the patient was seen today and a plan was agreed with them.";
    let words = dictation.split(/\s+/).filter(Boolean);
    if (mode === "change-words" && words.length > 2) words = [...words.slice(0, 1), "definitely", ...words.slice(2)];
    const text = sentenceCase(words.join(" "));
    return /[.!?]$/.test(text) ? text : `${text}.`;
  }
  const transcript = between(user, "<<<TRANSCRIPT", "TRANSCRIPT>>>");
  const invented = mode === "invent" ? " Amoxicillin 250 mg three times a day." : "";
  if (system.includes("Write a referral letter")) {
    return `Thank you for seeing this patient. ${sentenceCase(transcript)}${invented}`;
  }
  if (system.includes("Write a summary for the patient")) {
    // The summary's headings as its instruction names them: why they came, then what happens next.
    const next = /write only: "([^"]+)"/.exec(system)?.[1] ?? "";
    const extra = mode === "invent" ? " Take amoxicillin 250 mg TDS." : "";
    return `Why you came:\n${sentenceCase(transcript)}${extra}\nWhat happens next:\n${next}`;
  }
  if (system.includes("Write a consultation note")) {
    const headings = [
      "Subjective:",
      "Objective:",
      "Assessment:",
      "Plan:",
      "Situation:",
      "Background:",
      "Recommendation:",
    ];
    // The format's own headings, in the order its instruction lists them.
    const used = headings
      .filter((h) => system.includes(`\n${h}\n`))
      .sort((a, b) => system.indexOf(`\n${a}\n`) - system.indexOf(`\n${b}\n`));
    const level = /Detail level: ([\w ]+)\./.exec(system)?.[1] ?? "Normal";
    const body = `${sentenceCase(transcript)}${invented}`;
    if (system.includes("Format: Narrative")) return `(${level}) ${body}`;
    if (system.includes('Format: Template "')) {
      // A practice's or a clinician's template (decision 065): its headings, as its instruction lists them.
      const block = /followed by its content:\n([\s\S]*?)\nIf nothing was said/.exec(system)?.[1] ?? "";
      const own = block.split("\n").filter(Boolean);
      return own.map((h, i) => `${h}\n${i === 0 ? body : "Not discussed."}`).join("\n") + `\n(${level})`;
    }
    if (system.includes("Format: Structured GP")) return `Presenting Complaint:\n${body}\n(${level})`;
    return used.map((h, i) => `${h}\n${i === 0 ? body : "Not discussed."}`).join("\n") + `\n(${level})`;
  }
  const question = /Question: ([\s\S]*)$/.exec(user)?.[1]?.trim() ?? "";
  return `From the consultation: ${question} The clinician should consider the material above.`;
}

export type FakeOpenAi = {
  port: number;
  baseUrl: string;
  requests: RecordedRequest[];
  configure: (options: { tokenDelayMs?: number; mode?: FakeOpenAiMode }) => void;
  reset: () => void;
  close: () => Promise<void>;
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

export async function startFakeOpenAi(options: FakeOpenAiOptions): Promise<FakeOpenAi> {
  const defaults = { tokenDelayMs: options.tokenDelayMs ?? 15, mode: options.mode ?? ("normal" as FakeOpenAiMode) };
  let settings = { ...defaults };
  const requests: RecordedRequest[] = [];

  async function complete(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return sendJson(response, 401, {
        error: { message: "Incorrect API key provided", type: "invalid_request_error" },
      });
    }
    const body = JSON.parse(await readBody(request)) as {
      model: string;
      stream?: boolean;
      temperature?: number;
      messages: Array<{ role: string; content: string }>;
    };
    const record: RecordedRequest = {
      at: Date.now(),
      model: body.model,
      stream: Boolean(body.stream),
      temperature: body.temperature ?? null,
      system: body.messages.find((m) => m.role === "system")?.content ?? "",
      user: body.messages.find((m) => m.role === "user")?.content ?? "",
      firstTokenAt: null,
      status: 200,
    };
    requests.push(record);
    if (settings.mode === "fail") {
      record.status = 500;
      return sendJson(response, 500, { error: { message: "The server had an error", type: "server_error" } });
    }
    const answer = answerFor(record.system, record.user, settings.mode);
    const id = `chatcmpl-${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    if (!body.stream) {
      return sendJson(response, 200, {
        id,
        object: "chat.completion",
        created,
        model: body.model,
        choices: [{ index: 0, message: { role: "assistant", content: answer }, finish_reason: "stop" }],
        usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
      });
    }
    response.writeHead(200, {
      "Content-Type": "text/event-stream",
      "Cache-Control": "no-cache",
      Connection: "keep-alive",
    });
    response.socket?.setNoDelay(true);
    const chunk = (delta: Record<string, string>, finish: string | null = null) =>
      `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    response.write(chunk({ role: "assistant", content: "" }));
    const tokens = answer.match(/\S+\s*|\s+/g) ?? [];
    for (const token of tokens) {
      if (response.destroyed) return;
      if (record.firstTokenAt === null) record.firstTokenAt = Date.now();
      response.write(chunk({ content: token }));
      if (settings.tokenDelayMs > 0) await new Promise((r) => setTimeout(r, settings.tokenDelayMs));
    }
    response.write(chunk({}, "stop"));
    response.end("data: [DONE]\n\n");
  }

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const route = `${request.method} ${url.pathname}`;
    const run = async () => {
      if (route === "POST /v1/chat/completions") return complete(request, response);
      if (route === "GET /v1/models") {
        if (request.headers.authorization !== `Bearer ${options.apiKey}`)
          return sendJson(response, 401, { error: { message: "Incorrect API key provided" } });
        return sendJson(response, 200, {
          object: "list",
          data: [{ id: "gpt-4o-mini", object: "model", owned_by: "fake" }],
        });
      }
      if (route === "GET /__control/requests") return sendJson(response, 200, requests);
      if (route === "GET /__control/health") return sendJson(response, 200, { ok: true });
      if (route === "POST /__control/reset") {
        requests.length = 0;
        settings = { ...defaults };
        response.writeHead(204).end();
        return;
      }
      if (route === "POST /__control/configure") {
        const change = JSON.parse(await readBody(request)) as Partial<typeof settings>;
        settings = { ...settings, ...change };
        response.writeHead(204).end();
        return;
      }
      sendJson(response, 404, { error: { message: "Not found" } });
    };
    run().catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: { message: String(error) } });
      else response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    configure: (change) => {
      settings = { ...settings, ...change };
    },
    reset: () => {
      requests.length = 0;
      settings = { ...defaults };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
