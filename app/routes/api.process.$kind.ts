import type { ActionFunctionArgs } from "@remix-run/node";
import {
  PROCESS_SCHEMAS,
  processAsEventStream,
  processAsJson,
  requireProcessingUser,
  toDocumentInput,
  type ProcessEndpoint,
} from "~/features/documents/requests.server.ts";
import { apiError, methodNotAllowed, readJson } from "~/platform/http.server.ts";

/**
 * POST /api/process/consultation {text}, /referral-letter {transcript}, /exact {text},
 * /question {question, allContent} → {processedText}. With `Accept: text/event-stream` the document is
 * streamed as it is written (the dictation screen does this).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const endpoint = params.kind as ProcessEndpoint;
  if (!(endpoint in PROCESS_SCHEMAS)) return apiError(404, "Unknown document type");
  const user = await requireProcessingUser(request);
  const input = toDocumentInput(endpoint, await readJson(request, PROCESS_SCHEMAS[endpoint]));
  if (request.headers.get("Accept")?.includes("text/event-stream")) {
    return processAsEventStream(input, user, request.signal);
  }
  return processAsJson(input, user, request.signal);
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
