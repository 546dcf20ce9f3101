import { json, type HeadersFunction } from "@remix-run/node";
import { FAILURE_STATUS, Refusal, type Failure } from "./errors.ts";
import { DoorMessage } from "../../contract/front-door.ts";

/** The HTTP status a Failure is answered with. */
export function statusOf(failure: Pick<Failure, "code">): number {
  return FAILURE_STATUS[failure.code];
}

/** The headers a Failure's answer carries: Retry-After when it says how long to wait. */
export function failureHeaders(failure: Failure): Record<string, string> {
  return failure.retryAfterSeconds ? { "Retry-After": String(failure.retryAfterSeconds) } : {};
}

/**
 * A page's `headers` export for actions that can say "slow down": Remix sends an action's own headers only with
 * data requests, so a form posted without JavaScript would get its 429 without the Retry-After.
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

/**
 * The answer to a Failure: `{error}` (and `details` when it has them) with its status, and Retry-After when it
 * says how long to wait. The JSON API shows it; a page's error boundary shows its message.
 */
export function failureResponse(failure: Failure): Response {
  const body = failure.details?.length
    ? { error: failure.message, details: failure.details }
    : { error: failure.message };
  return json(body, { status: statusOf(failure), headers: failureHeaders(failure) });
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

/** 405 for methods a resource route does not support (in the front door's words: contract/front-door.ts). */
export function methodNotAllowed(allowed: string[]): Response {
  return json({ error: DoorMessage.method }, { status: 405, headers: { Allow: allowed.join(", ") } });
}

/**
 * A server-sent event stream (`text/event-stream`): `produce` sends named events as work goes on; the stream
 * ends when it returns. `no-transform` keeps the app server's compression from buffering it.
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
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
