import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { recordRecordingTime } from "~/features/dictation/recording-time.server.ts";
import { failureResponse, methodNotAllowed } from "~/platform/http.server.ts";
import { readJson } from "~/platform/request-body.server.ts";
import { requireUser } from "~/platform/guards.server.ts";

const RecordingTimeSchema = z.object({
  durationSeconds: z
    .number({ error: "durationSeconds must be a number of seconds" })
    .int("durationSeconds must be a whole number of seconds")
    .min(0, "durationSeconds cannot be negative"),
});

/** POST /api/recording-time {durationSeconds}: sent on each stop; one recording_sessions row per recording. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = await requireUser(request);
  const { durationSeconds } = await readJson(request, RecordingTimeSchema);
  const outcome = await recordRecordingTime(user.id, durationSeconds);
  if (!outcome.ok) return failureResponse(outcome);
  return json({ ok: true, durationSeconds: outcome.durationSeconds });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
