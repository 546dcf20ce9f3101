import type { CreateUserInput } from "./create-user-schema.ts";
import { audit } from "~/platform/audit.server.ts";
import { refuse } from "~/platform/errors.ts";
import { db, User } from "~/platform/db.server.ts";
import { endUserSessions } from "~/platform/session.server.ts";
import { createLocalUser, toPublicUser, type PublicUser } from "~/platform/users.server.ts";
import { recordingSecondsByUser } from "./usage.server.ts";

/**
 * User management for administrators (the User Management page and /api/admin/users): list, create, turn
 * on or off, delete. The callers check the role (requireAdmin) first.
 */

export const USER_NOT_FOUND = "User not found";
export const CANNOT_DEACTIVATE_SELF = "You cannot deactivate your own account. Ask another administrator to do it.";
export const CANNOT_DELETE_SELF =
  "You cannot delete your own account from User Management. Ask another administrator to do it.";

/** A user as the admin list shows them: the public fields plus recording time in the last 30 days. */
export type AdminUser = PublicUser & { recordingTime30Days: number };

/** Recording time in the last 30 days: the figure Statistics shows per user too (usage.server.ts). */
const recordingSecondsLast30Days = (userId?: number) => recordingSecondsByUser({ since: "30 days", userId });

/** Every user, newest first. */
export async function listUsers(): Promise<AdminUser[]> {
  db();
  const [users, seconds] = await Promise.all([
    User.findAll({
      order: [
        ["createdAt", "DESC"],
        ["id", "DESC"],
      ],
    }),
    recordingSecondsLast30Days(),
  ]);
  return users.map((user) => ({ ...toPublicUser(user), recordingTime30Days: seconds.get(user.id) ?? 0 }));
}

async function adminUser(user: User): Promise<AdminUser> {
  const seconds = await recordingSecondsLast30Days(user.id);
  return { ...toPublicUser(user), recordingTime30Days: seconds.get(user.id) ?? 0 };
}

/** Creates a local account with the role given. A Refusal ("conflict", on the e-mail) when the address is in use. */
export async function createUser(input: CreateUserInput, actor?: { id: number }): Promise<AdminUser> {
  const user = await createLocalUser(input);
  await audit(null, "admin.user-created", {
    actorId: actor?.id,
    targetId: user.id,
    email: user.email,
    details: { role: user.role },
  });
  return { ...toPublicUser(user), recordingTime30Days: 0 };
}

/**
 * Turns an account on or off. Deactivating ends all the user's sessions at once (the sidecar and the app both
 * check the flag too). An administrator cannot deactivate their own account.
 */
export async function setUserActive(actor: { id: number }, userId: number, isActive: boolean): Promise<AdminUser> {
  if (userId === actor.id && !isActive) refuse("invalid", CANNOT_DEACTIVATE_SELF);
  db();
  const [updated] = await User.update({ isActive }, { where: { id: userId } });
  if (updated === 0) refuse("not-found", USER_NOT_FOUND);
  if (!isActive) await endUserSessions(userId);
  const user = await User.findByPk(userId);
  if (!user) refuse("not-found", USER_NOT_FOUND);
  await audit(null, isActive ? "admin.user-activated" : "admin.user-deactivated", {
    actorId: actor.id,
    targetId: userId,
    email: user.email,
  });
  return adminUser(user);
}

/**
 * Deletes an account. The database cascades to the user's sessions, transcripts, recording sessions and reset
 * tokens. An administrator cannot delete their own account here.
 */
export async function deleteUser(actor: { id: number }, userId: number): Promise<void> {
  if (userId === actor.id) refuse("invalid", CANNOT_DELETE_SELF);
  db();
  const user = await User.findByPk(userId);
  const deleted = await User.destroy({ where: { id: userId } });
  if (deleted === 0) refuse("not-found", USER_NOT_FOUND);
  await audit(null, "admin.user-deleted", { actorId: actor.id, targetId: userId, email: user?.email });
}

export { parseUserId } from "./user-id.ts";
