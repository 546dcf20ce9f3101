import { failure, type Outcome } from "~/platform/errors.ts";
import { getSettings } from "~/platform/settings.server.ts";
import { addRecordingTime } from "~/platform/users.server.ts";

/**
 * Adds one recording's length to the user's recording time (the browser reports it on each stop: docs/product.md
 * §7). No single recording can outlast the practice's maximum session duration, so a longer one is a client's
 * mistake, refused rather than counted; a recording of 0 s counts nothing.
 */
export async function recordRecordingTime(
  userId: number,
  durationSeconds: number,
): Promise<Outcome<{ durationSeconds: number }>> {
  const limitSeconds = (await getSettings()).maxSessionDuration * 60;
  if (durationSeconds > limitSeconds) {
    return failure("invalid", `durationSeconds cannot exceed the ${limitSeconds} s session limit`);
  }
  if (durationSeconds > 0) await addRecordingTime(userId, durationSeconds);
  return { ok: true, durationSeconds };
}
