import type { Conciseness, NoteFormat } from "../../../db/models.ts";
import { db, User } from "~/platform/db.server.ts";
import { failure, type Outcome } from "~/platform/errors.ts";
import { toPublicUser, type PublicUser } from "~/platform/users.server.ts";

/** A user's saved preferences (the Preferences page and /api/user/preferences): note style and key terms. */
export async function updatePreferences(
  userId: number,
  changes: { consultationConciseness?: Conciseness; consultationFormat?: NoteFormat; keyTerms?: string[] },
): Promise<Outcome<{ user: PublicUser }>> {
  db();
  const user = await User.findByPk(userId);
  if (!user) return failure("not-found", "Account not found");
  if (changes.consultationConciseness) user.consultationConciseness = changes.consultationConciseness;
  if (changes.consultationFormat) user.consultationFormat = changes.consultationFormat;
  if (changes.keyTerms) user.keyTerms = changes.keyTerms;
  return { ok: true, user: toPublicUser(await user.save()) };
}
