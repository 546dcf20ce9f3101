import { attempt, failure, type Outcome } from "~/platform/errors.ts";
import {
  deleteUser,
  getUserById,
  isLastAdmin,
  setPassword,
  updateProfile,
  toPublicUser,
  type PublicUser,
} from "~/platform/users.server.ts";
import { getSettings } from "~/platform/settings.server.ts";
import { User } from "~/platform/db.server.ts";
import { verifyPassword } from "~/platform/password.server.ts";
import { currentSessionId, endUserSessions } from "~/platform/session.server.ts";
import { sendVerificationEmail } from "./email-verification.server.ts";
import { audit } from "~/platform/audit.server.ts";

const ACCOUNT_NOT_FOUND = "Account not found";
export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";
export const LAST_ADMIN =
  "You are the only administrator. Make another user an administrator before deleting this account.";

/** Edits name and e-mail; a new address must be verified again when the practice requires verification. */
export async function editProfile(
  request: Request,
  userId: number,
  changes: { firstName?: string; lastName?: string; email?: string },
): Promise<Outcome<{ user: PublicUser }>> {
  const before = await getUserById(userId);
  if (!before) return failure("not-found", ACCOUNT_NOT_FOUND);
  return attempt(async () => {
    let user = await updateProfile(userId, changes);
    if (changes.email && changes.email !== before.email) {
      await audit(request, "profile.email-changed", {
        actorId: userId,
        email: user.email,
        details: { from: before.email },
      });
    }
    if (changes.email && changes.email !== before.email && (await getSettings()).requireEmailVerification) {
      user = await user.update({ emailVerifiedAt: null });
      await sendVerificationEmail(user);
    }
    return { user: toPublicUser(user) };
  });
}

/** Changes the password after checking the current one; every other session of the user ends. */
export async function changePassword(
  request: Request,
  userId: number,
  values: { currentPassword: string; newPassword: string },
): Promise<Outcome<object>> {
  const user = await User.findByPk(userId);
  if (!user) return failure("not-found", ACCOUNT_NOT_FOUND);
  if (!(await verifyPassword(values.currentPassword, user.password))) {
    return failure("invalid", WRONG_CURRENT_PASSWORD, { field: "currentPassword" });
  }
  await setPassword(userId, values.newPassword);
  await endUserSessions(userId, { except: await currentSessionId(request) });
  await audit(request, "password.changed", { actorId: userId, email: user.email });
  return { ok: true };
}

/** Deletes the account and everything it owns (the database cascades); the last admin cannot. */
export async function deleteAccount(request: Request, userId: number): Promise<Outcome<object>> {
  if (await isLastAdmin(userId)) return failure("conflict", LAST_ADMIN);
  const user = await getUserById(userId);
  await deleteUser(userId);
  await audit(request, "account.deleted", { actorId: userId, email: user?.email });
  return { ok: true };
}
