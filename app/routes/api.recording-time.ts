import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getSettings } from "~/platform/settings.server.ts";
import { addRecordingTime } from "~/platform/users.server.ts";
import { methodNotAllowed } from "~/platform/http.server.ts";
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
  // No single recording can outlast the session limit; a bigger number is a client bug, not recording time.
  const limitSeconds = (await getSettings()).maxSessionDuration * 60;
  if (durationSeconds > limitSeconds) {
    return json({ error: `durationSeconds cannot exceed the ${limitSeconds} s session limit` }, { status: 400 });
  }
  if (durationSeconds > 0) await addRecordingTime(user.id, durationSeconds);
  return json({ ok: true, durationSeconds });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
