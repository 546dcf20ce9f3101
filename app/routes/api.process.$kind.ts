import { json, type ActionFunctionArgs } from "@remix-run/node";
import { generateDocument, streamDocument, type DocumentResult } from "~/features/documents/generate.server.ts";
import {
  PROCESS_SCHEMAS,
  requireProcessingUser,
  toDocumentInput,
  type ProcessEndpoint,
} from "~/features/documents/requests.server.ts";
import { failure, Refusal, type Failure } from "~/platform/errors.ts";
import { answering, eventStream, failureResponse, methodNotAllowed, statusOf } from "~/platform/http.server.ts";
import { readJson } from "~/platform/request-body.server.ts";

/**
 * POST /api/process/consultation {text}, /referral-letter {transcript}, /exact {text},
 * /question {question, allContent} → {processedText} (plus the receipt or flags when there are any). With
 * `Accept: text/event-stream` the document is streamed as it is written (the dictation screen does this):
 * `delta` events carry text as the model writes it, then one `done` event the checked result, or one `error`.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const endpoint = params.kind as ProcessEndpoint;
  if (!Object.hasOwn(PROCESS_SCHEMAS, endpoint)) return failureResponse(failure("not-found", "Unknown document type"));
  return answering(async () => {
    const user = await requireProcessingUser(request);
    const input = toDocumentInput(endpoint, await readJson(request, PROCESS_SCHEMAS[endpoint]));
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
        const failure: Failure =
          error instanceof Refusal ? error.failure : { code: "unavailable", message: "Please try again" };
        send("error", {
          status: statusOf(failure),
          title: failure.title ?? "Processing failed",
          error: failure.message,
        });
      }
    });
  });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
