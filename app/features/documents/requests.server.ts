import { json } from "@remix-run/node";
import { z } from "zod";
import type { PublicUser } from "~/platform/users.server.ts";
import { apiError } from "~/platform/http.server.ts";
import { requireUserOrGuest } from "~/platform/guards.server.ts";
import { clientAddress } from "~/platform/request.server.ts";
import { DocumentError, generateDocument, streamDocument, type DocumentInput, type DocumentResult } from "./generate.server.ts";
import { guestLimitMessage, guestLimitResponse, takeGuestAllowance } from "~/platform/guest-allowance.server.ts";
import { LanguageModelError } from "../../platform/language-model.server.ts";

/** Longest single field accepted: far above any real consultation (the word limit applies on top). */
const MAX_FIELD = 200_000;
const text = (name: string) => z.string({ error: `${name} must be text` }).max(MAX_FIELD, `${name} is too long`);

/** Spec §7 payloads, one per endpoint. */
export const PROCESS_SCHEMAS = {
  consultation: z.object({ text: text("text") }),
  "referral-letter": z.object({ transcript: text("transcript") }),
  exact: z.object({ text: text("text") }),
  question: z.object({
    question: text("question"),
    allContent: z
      .object({
        transcript: text("transcript").default(""),
        consultationNote: text("consultationNote").default(""),
        referralLetter: text("referralLetter").default(""),
        exactDictation: text("exactDictation").default(""),
      })
      .default({ transcript: "", consultationNote: "", referralLetter: "", exactDictation: "" }),
  }),
} as const;
export type ProcessEndpoint = keyof typeof PROCESS_SCHEMAS;

export function toDocumentInput(endpoint: ProcessEndpoint, body: unknown): DocumentInput {
  switch (endpoint) {
    case "consultation":
      return { kind: "consultation", text: (body as { text: string }).text };
    case "referral-letter":
      return { kind: "referral", text: (body as { transcript: string }).transcript };
    case "exact":
      return { kind: "exact", text: (body as { text: string }).text };
    case "question": {
      const { question, allContent } = body as z.output<(typeof PROCESS_SCHEMAS)["question"]>;
      return { kind: "question", question, context: allContent };
    }
  }
}

/**
 * Signed-in users; and guest sessions while the practice allows guests (their work is not stored), each
 * request taking one of their address's allowance (429 with Retry-After beyond it). Anyone else: 401.
 */
export async function requireProcessingUser(request: Request): Promise<PublicUser | null> {
  const visitor = await requireUserOrGuest(request);
  if (visitor.kind === "user") return visitor.user;
  const limited = await guestDocumentLimit(request);
  if (limited) throw guestLimitResponse("document", limited.retryAfterSeconds);
  return null;
}

/** Takes one of a guest's document allowance: null when the guest may go ahead, else why not and how long. */
export async function guestDocumentLimit(request: Request): Promise<{ message: string; retryAfterSeconds: number } | null> {
  const wait = await takeGuestAllowance("document", clientAddress(request));
  return wait === null ? null : { message: guestLimitMessage("document", wait), retryAfterSeconds: wait };
}

/** The error body and status for any failure of a processing request. */
export function documentFailure(error: unknown): { status: number; title: string; error: string } {
  if (error instanceof DocumentError) return { status: error.status, title: error.title, error: error.message };
  if (error instanceof LanguageModelError) return { status: error.status, title: "Processing failed", error: error.message };
  throw error;
}

/** The JSON answer of spec §7: `{processedText}` plus the receipt or flags when there are any. */
export async function processAsJson(input: DocumentInput, user: PublicUser | null, signal: AbortSignal): Promise<Response> {
  try {
    return json(await generateDocument(input, { user, signal }));
  } catch (error) {
    const failure = documentFailure(error);
    return apiError(failure.status, failure.error);
  }
}

/**
 * The same, streamed as server-sent events: `delta` events carry text as the model writes it, then one
 * `done` event carries the checked result (or one `error` event). `no-transform` keeps remix-serve's
 * compression from buffering the stream.
 */
export function processAsEventStream(input: DocumentInput, user: PublicUser | null, signal: AbortSignal): Response {
  const encoder = new TextEncoder();
  const send = (controller: ReadableStreamDefaultController<Uint8Array>, event: string, data: unknown) =>
    controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        const stream = streamDocument(input, { user, signal });
        let result: DocumentResult | undefined;
        while (!result) {
          const next = await stream.next();
          if (next.done) result = next.value;
          else send(controller, "delta", { text: next.value });
        }
        send(controller, "done", result);
      } catch (error) {
        if (!signal.aborted) {
          try {
            const failure = documentFailure(error);
            send(controller, "error", failure);
          } catch {
            send(controller, "error", { status: 500, title: "Processing failed", error: "Please try again" });
          }
        }
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
