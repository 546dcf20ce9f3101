import { json } from "@remix-run/node";
import type { z } from "zod";
import { FAILURE_STATUS, Refusal, type Failure } from "./errors.ts";

/** Largest JSON body the API reads (a 10,000-word transcript is about 70 KB; documents come with it). */
const MAX_JSON_BYTES = 1_000_000;

export function apiError(status: number, error: string, details?: string[]): Response {
  return json(details?.length ? { error, details } : { error }, { status });
}

/** The HTTP status a Failure is answered with. */
export function statusOf(failure: Pick<Failure, "code">): number {
  return FAILURE_STATUS[failure.code];
}

/** The JSON API's answer to a Failure: `{error}` with its status (and Retry-After when it says how long to wait). */
export function failureResponse(failure: Failure): Response {
  const headers = failure.retryAfterSeconds ? { "Retry-After": String(failure.retryAfterSeconds) } : undefined;
  return json({ error: failure.message }, { status: statusOf(failure), headers });
}

/** Runs a route's work; a Refusal it throws becomes the JSON API's answer (anything else is a bug: rethrown). */
export async function answering(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Refusal) return failureResponse(error.failure);
    throw error;
  }
}

/**
 * Reads and validates a JSON body. Anything a client can send — no body, broken JSON, wrong types, too
 * large — becomes a 4xx with a readable message, never a 500.
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > MAX_JSON_BYTES) throw apiError(413, "The request is too large.");
  let text: string;
  try {
    text = await request.text();
  } catch {
    throw apiError(400, "The request body could not be read.");
  }
  if (text.length > MAX_JSON_BYTES) throw apiError(413, "The request is too large.");
  let body: unknown;
  try {
    body = text.trim() ? JSON.parse(text) : {};
  } catch {
    throw apiError(400, "The request body must be JSON.");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) =>
      issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message,
    );
    throw apiError(400, details[0] ?? "Invalid request.", details);
  }
  return parsed.data;
}

/** 405 for methods a resource route does not support. */
export function methodNotAllowed(allowed: string[]): Response {
  return json({ error: "Method not allowed" }, { status: 405, headers: { Allow: allowed.join(", ") } });
}

/**
 * A server-sent event stream (`text/event-stream`): `produce` sends named events as work goes on; the stream
 * ends when it returns. `no-transform` keeps remix-serve's compression from buffering it.
 */
export function eventStream(produce: (send: (event: string, data: unknown) => void) => Promise<void>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: string, data: unknown) =>
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      try {
        await produce(send);
      } finally {
        try {
          controller.close();
        } catch {
          // the client has gone
        }
      }
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
