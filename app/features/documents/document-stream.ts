import { EventSourceParserStream } from "eventsource-parser/stream";
import type { DocumentResult, ProcessSlug } from "~/platform/document-kinds.ts";
import { FAILURE_STATUS, type Failure, type FailureCode } from "~/platform/errors.ts";
import { SESSION_EXPIRED_MESSAGE } from "../../../contract/session-expired.ts";

/** Why a document could not be had: the server's Failure, as the page shows it (the one failure type). */
export class DocumentStreamError extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

const TRY_AGAIN: Failure = { code: "unavailable", title: "Processing failed", message: "Please try again" };

/** The failure code an HTTP status stands for (the reverse of FAILURE_STATUS). */
function codeOf(status: number): FailureCode {
  const found = (Object.entries(FAILURE_STATUS) as [FailureCode, number][]).find(([, s]) => s === status);
  return found?.[0] ?? "unavailable";
}

/**
 * Asks the server for a document and hands each piece of text to `onDelta` as the model writes it
 * (server-sent events over a POST). Resolves with the checked document; rejects with the Failure to show.
 */
export async function requestDocument(
  endpoint: ProcessSlug,
  body: unknown,
  options: { onDelta: (text: string) => void; signal?: AbortSignal },
): Promise<DocumentResult> {
  let response: Response;
  try {
    response = await fetch(`/api/process/${endpoint}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch {
    throw new DocumentStreamError(TRY_AGAIN);
  }
  if (!response.ok || !response.body) {
    const error = (await response.json().catch(() => null)) as { error?: string } | null;
    const code = codeOf(response.status);
    const fallback = code === "unauthenticated" ? SESSION_EXPIRED_MESSAGE : TRY_AGAIN.message;
    throw new DocumentStreamError({ code, title: TRY_AGAIN.title, message: error?.error ?? fallback });
  }
  // A reader, not `for await`: not every browser can iterate a stream yet.
  const events = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  for (;;) {
    const { value, done } = await events.read();
    if (done) break;
    const { event, data } = value;
    const payload = JSON.parse(data) as Record<string, unknown>;
    if (event === "delta") options.onDelta(String(payload.text ?? ""));
    else if (event === "done") return payload as DocumentResult;
    else if (event === "error") {
      const { code, title, error, reason } = payload as {
        code?: FailureCode;
        title?: string;
        error?: string;
        reason?: string;
      };
      throw new DocumentStreamError({
        code: code ?? TRY_AGAIN.code,
        title: title ?? TRY_AGAIN.title,
        message: error ?? TRY_AGAIN.message,
        ...(reason ? { reason } : {}),
      });
    }
  }
  throw new DocumentStreamError(TRY_AGAIN);
}
