import { http, HttpResponse } from "msw";
import { answerFor } from "../fake-openai/server.ts";

/**
 * msw handlers for the OpenAI API (the default base URL; the test environment sets no OPENAI_BASE_URL).
 * `GET /v1/models` is what the admin connection test calls. A wrong key gets OpenAI's real 401 body, which
 * echoes part of the key: the app must not pass that text on.
 */
export const OPENAI_BASE = "https://api.openai.com/v1";
export const OPENAI_TEST_KEY = "sk-test-openai-key-0123456789";

export function openaiHandlers(options: { apiKey?: string } = {}) {
  const apiKey = options.apiKey ?? OPENAI_TEST_KEY;
  return [
    http.get(`${OPENAI_BASE}/models`, ({ request }) => {
      const auth = request.headers.get("authorization") ?? "";
      if (auth !== `Bearer ${apiKey}`) {
        const shown = auth.replace(/^Bearer /, "");
        return HttpResponse.json(
          {
            error: {
              message: `Incorrect API key provided: ${shown.slice(0, 6)}***${shown.slice(-4)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
              type: "invalid_request_error",
              param: null,
              code: "invalid_api_key",
            },
          },
          { status: 401 },
        );
      }
      return HttpResponse.json({
        object: "list",
        data: [
          { id: "gpt-4o-mini", object: "model", created: 1721172741, owned_by: "system" },
          { id: "gpt-4o", object: "model", created: 1715367049, owned_by: "system" },
        ],
      });
    }),
  ];
}

/** The service answering 500 (an outage). */
export const openaiOutage = [
  http.get(`${OPENAI_BASE}/models`, () =>
    HttpResponse.json({ error: { message: "The server had an error", type: "server_error" } }, { status: 500 }),
  ),
];

export type ChatRequest = {
  model: string;
  stream: boolean;
  temperature: number | null;
  messages: Array<{ role: string; content: string }>;
};

/**
 * Chat completions, streamed (server-sent events) or not, the way the OpenAI API answers. `reply` builds the
 * answer from the request (default: the same deterministic answers as the local fake server used in the
 * browser tests); every request is pushed onto `sent` so tests can check the instructions.
 */
export function openaiChatHandlers(options: {
  apiKey?: string;
  sent?: ChatRequest[];
  reply?: (request: ChatRequest) => string;
  status?: number;
}) {
  const apiKey = options.apiKey ?? OPENAI_TEST_KEY;
  return [
    http.post(`${OPENAI_BASE}/chat/completions`, async ({ request }) => {
      if (request.headers.get("authorization") !== `Bearer ${apiKey}`) {
        return HttpResponse.json(
          { error: { message: "Incorrect API key provided", code: "invalid_api_key" } },
          { status: 401 },
        );
      }
      const body = (await request.json()) as ChatRequest;
      const sent: ChatRequest = {
        model: body.model,
        stream: Boolean(body.stream),
        temperature: body.temperature ?? null,
        messages: body.messages,
      };
      options.sent?.push(sent);
      if (options.status) {
        // No body: under msw 2.15 cancelling a mocked body never settles, and the SDK cancels an error's
        // body before it retries, which would hang the test (a quirk of the mock, not of the client).
        return new HttpResponse(null, { status: options.status });
      }
      const system = body.messages.find((m) => m.role === "system")?.content ?? "";
      const user = body.messages.find((m) => m.role === "user")?.content ?? "";
      const answer = options.reply ? options.reply(sent) : answerFor(system, user, "normal");
      if (!body.stream) {
        return HttpResponse.json({
          id: "chatcmpl-test",
          object: "chat.completion",
          created: 1_700_000_000,
          model: body.model,
          choices: [{ index: 0, message: { role: "assistant", content: answer }, finish_reason: "stop" }],
        });
      }
      const encoder = new TextEncoder();
      const chunk = (delta: Record<string, string>, finish: string | null = null) =>
        encoder.encode(
          `data: ${JSON.stringify({ id: "chatcmpl-test", object: "chat.completion.chunk", created: 1_700_000_000, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
        );
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(chunk({ role: "assistant", content: "" }));
          for (const token of answer.match(/\S+\s*|\s+/g) ?? []) controller.enqueue(chunk({ content: token }));
          controller.enqueue(chunk({}, "stop"));
          controller.enqueue(encoder.encode("data: [DONE]\n\n"));
          controller.close();
        },
      });
      return new HttpResponse(stream, { headers: { "Content-Type": "text/event-stream" } });
    }),
  ];
}
