import { json, type ActionFunctionArgs } from "@remix-run/node";
import type { DocumentResult } from "~/platform/document-kinds.ts";
import { generateDocument, streamDocument } from "~/features/documents/generate.server.ts";
import { documentRequest, PROCESS_SCHEMAS, type ProcessEndpoint } from "~/features/documents/requests.server.ts";
import { failure, Refusal, type Failure } from "~/platform/errors.ts";
import { answering, eventStream, failureResponse, methodNotAllowed, statusOf } from "~/platform/http.server.ts";
import { requireUserOrGuest } from "~/platform/guards.server.ts";
import { readJson } from "~/platform/request-body.server.ts";

/**
 * POST /api/process/consultation {text}, /referral-letter {transcript}, /exact {text},
 * /question {question, allContent} → {processedText} (plus the receipt or flags when there are any). With
 * `Accept: text/event-stream` the document is streamed as it is written (the dictation screen does this):
 * `delta` events carry text as the model writes it, then one `done` event the checked result, or one `error`
 * event: the Failure in the JSON API's words (`error` is its message) with its status, code, title and reason.
 * Signed-in users, and guests while the practice allows them; each document takes one of the allowance
 * (requests.server.ts, shared with the page without JavaScript).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const endpoint = params.kind as ProcessEndpoint;
  if (!Object.hasOwn(PROCESS_SCHEMAS, endpoint)) return failureResponse(failure("not-found", "Unknown document type"));
  return answering(async () => {
    const visitor = await requireUserOrGuest(request);
    const user = visitor.kind === "user" ? visitor.user : null;
    const input = await documentRequest(request, user, endpoint, await readJson(request, PROCESS_SCHEMAS[endpoint]));
    const options = { user, signal: request.signal, request };
    if (!request.headers.get("Accept")?.includes("text/event-stream"))
      return json(await generateDocument(input, options));
    return eventStream(async (send) => {
      try {
        const stream = streamDocument(input, options);
        let result: DocumentResult | undefined;
        while (!result) {
          const next = await stream.next();
          if (next.done) result = next.value;
          else send("delta", { text: next.value });
        }
        send("done", result);
      } catch (error) {
        if (request.signal.aborted) return;
        // The response has started: even a bug ends the stream with a message the screen can show.
        if (!(error instanceof Refusal)) console.error(error);
        const failed: Failure =
          error instanceof Refusal ? error.failure : { code: "unavailable", message: "Please try again" };
        send("error", {
          status: statusOf(failed),
          title: failed.title ?? "Processing failed",
          error: failed.message,
          code: failed.code,
          ...(failed.reason ? { reason: failed.reason } : {}),
        });
      }
    });
  });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
