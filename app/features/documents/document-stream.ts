import { EventSourceParserStream } from "eventsource-parser/stream";
import type { DocumentFlag, DocumentReceipt, ProcessSlug } from "~/platform/document-kinds.ts";
import { SESSION_EXPIRED_MESSAGE } from "../../../contract/session-expired.ts";

/** What the server sends when a document is finished (see app/features/documents/generate.server.ts). */
export type FinishedDocument = { processedText: string; receipt?: DocumentReceipt; flags?: DocumentFlag[] };

export class DocumentStreamError extends Error {
  constructor(
    readonly title: string,
    message: string,
    /** The session ran out: the clinician must sign in again (their text is kept). */
    readonly signedOut = false,
  ) {
    super(message);
  }
}

/**
 * Asks the server for a document and hands each piece of text to `onDelta` as the model writes it
 * (server-sent events over a POST). Resolves with the checked document; rejects with the message to show.
 */
export async function requestDocument(
  endpoint: ProcessSlug,
  body: unknown,
  options: { onDelta: (text: string) => void; signal?: AbortSignal },
): Promise<FinishedDocument> {
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
    throw new DocumentStreamError("Processing failed", "Please try again");
  }
  if (response.status === 401) {
    const error = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new DocumentStreamError("Processing failed", error?.error ?? SESSION_EXPIRED_MESSAGE, true);
  }
  if (!response.ok || !response.body) {
    const error = await response.json().catch(() => null);
    throw new DocumentStreamError(
      "Processing failed",
      (error as { error?: string } | null)?.error ?? "Please try again",
    );
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
    else if (event === "done") return payload as FinishedDocument;
    else if (event === "error") {
      throw new DocumentStreamError(
        String(payload.title ?? "Processing failed"),
        String(payload.error ?? "Please try again"),
      );
    }
  }
  throw new DocumentStreamError("Processing failed", "Please try again");
}
