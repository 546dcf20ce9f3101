import type { Transaction } from "sequelize";
import type { Role } from "../../../db/models.ts";
import { audit } from "~/platform/audit.server.ts";
import { db, User } from "~/platform/db.server.ts";
import { refuse } from "~/platform/errors.ts";
import { endUserSessions } from "~/platform/session.server.ts";
import { createLocalUser, recordingSecondsByUser, toPublicUser, type PublicUser } from "~/platform/users.server.ts";
import { linkAllowance, mailPasswordLink } from "./password-reset.server.ts";

/**
 * What may happen to an account, whoever asks (decision 056): an administrator in User Management and
 * /api/admin/users (list, create, invite, change name and role, turn on or off, send a reset link, delete), and the
 * account holder deleting their own (profile.server.ts). The callers check who may ask (requireAdmin, the password).
 * The rule that the practice always keeps an active administrator is here, once: `withAnotherActiveAdmin`.
 */

export const USER_NOT_FOUND = "User not found";
export const CANNOT_DEACTIVATE_SELF = "You cannot deactivate your own account. Ask another administrator to do it.";
export const CANNOT_DELETE_SELF =
  "You cannot delete your own account from User Management. Ask another administrator to do it.";
export const CANNOT_DEMOTE_SELF = "You cannot remove your own administrator role. Ask another administrator to do it.";
/** The last active administrator cannot be demoted, deactivated or deleted: nobody would be left to run Notewell. */
export const LAST_ADMIN = {
  demote: "This is the only active administrator. Make another user an administrator first.",
  deactivate: "This is the only active administrator. Make another user an administrator before deactivating them.",
  delete: "This is the only active administrator account. Make another user an administrator before deleting it.",
} as const;
const LINKS_EXHAUSTED = "Three links were sent to this user in the last hour. Please wait before sending another.";

/** A user as User Management lists them: recording time in the last 30 days, and whether still only invited. */
export type ManagedUser = PublicUser & { recordingTime30Days: number; invited: boolean };

/** Invited and never yet in: no password chosen, never signed in, not a Google account. */
const isInvited = (user: User) => !user.password && !user.lastSignInAt && !user.googleId;

async function managed(user: User): Promise<ManagedUser> {
  const seconds = await recordingSecondsByUser({ since: "30 days", userId: user.id });
  return { ...toPublicUser(user), recordingTime30Days: seconds.get(user.id) ?? 0, invited: isInvited(user) };
}

/** Every user, newest first, with their recording time in the last 30 days (the figure Statistics shows too). */
export async function listUsers(): Promise<ManagedUser[]> {
  db();
  const [users, seconds] = await Promise.all([
    User.findAll({
      order: [
        ["createdAt", "DESC"],
        ["id", "DESC"],
      ],
    }),
    recordingSecondsByUser({ since: "30 days" }),
  ]);
  return users.map((user) => ({
    ...toPublicUser(user),
    recordingTime30Days: seconds.get(user.id) ?? 0,
    invited: isInvited(user),
  }));
}

type Actor = { id: number; firstName: string; lastName: string };

async function findUser(userId: number): Promise<User> {
  db();
  const user = await User.findByPk(userId);
  if (!user) refuse("not-found", USER_NOT_FOUND);
  return user;
}
type NewUser = { email: string; firstName: string; lastName: string; role: Role };

/**
 * Creates an account with a password the administrator chose: the user must change it at first sign-in (the
 * guards allow nothing else until then). A Refusal (conflict, beside the e-mail) when the address is in use.
 */
export async function createUser(
  request: Request | null,
  actor: { id: number },
  input: NewUser & { password: string },
): Promise<ManagedUser> {
  const user = await createLocalUser({ ...input, mustChangePassword: true });
  await audit(request, "admin.user-created", {
    actorId: actor.id,
    targetId: user.id,
    email: user.email,
    details: { role: user.role },
  });
  return managed(user);
}

/**
 * Invites someone by e-mail: an account without a password, and a link (the password-reset link, for a week) with
 * which they choose their own. The address is verified when they use it.
 */
export async function inviteUser(request: Request | null, actor: Actor, input: NewUser): Promise<ManagedUser> {
  const user = await createLocalUser({ ...input, password: null, emailVerified: false });
  await linkAllowance(user.id);
  await mailPasswordLink(user, "invitation", actor);
  await audit(request, "admin.user-invited", {
    actorId: actor.id,
    targetId: user.id,
    email: user.email,
    details: { role: user.role },
  });
  return managed(user);
}

/**
 * Sends a user a link to choose a password: an invitation again for someone who never used theirs, otherwise a
 * reset link (an hour). At most 3 an hour to one account, as for the forgot-password form.
 */
export async function sendPasswordLink(
  request: Request | null,
  actor: Actor,
  userId: number,
): Promise<{ user: ManagedUser; invitation: boolean }> {
  const user = await findUser(userId);
  if (!user.isActive) refuse("invalid", "This account is deactivated. Activate it before sending a link.");
  const limited = await linkAllowance(user.id);
  if (limited) refuse("rate-limited", LINKS_EXHAUSTED, { retryAfterSeconds: limited.retryAfterSeconds });
  const invitation = isInvited(user);
  await mailPasswordLink(user, invitation ? "invitation" : "reset", actor);
  await audit(request, invitation ? "admin.user-invited" : "admin.reset-link-sent", {
    actorId: actor.id,
    targetId: user.id,
    email: user.email,
  });
  return { user: await managed(user), invitation };
}

/**
 * Runs `change` to a user in one transaction with the practice's active administrators locked, after checking that
 * one other than this user would still be active afterwards. Two administrators demoting each other at once cannot
 * both pass: the second waits for the first's lock and then counts again.
 */
async function withAnotherActiveAdmin<T>(
  userId: number,
  what: keyof typeof LAST_ADMIN,
  change: (transaction: Transaction, user: User) => Promise<T>,
): Promise<T> {
  // Locked in id order (every caller the same), so two of these at once wait for each other, never deadlock.
  return db().transaction(async (transaction) => {
    const admins = await User.findAll({
      attributes: ["id"],
      where: { role: "admin", isActive: true },
      order: [["id", "ASC"]],
      lock: transaction.LOCK.UPDATE,
      transaction,
    });
    const user = await User.findByPk(userId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!user) refuse("not-found", USER_NOT_FOUND);
    const others = admins.filter((admin) => admin.id !== userId);
    if (user.role === "admin" && user.isActive && others.length === 0) refuse("conflict", LAST_ADMIN[what]);
    return change(transaction, user);
  });
}

/** Changes a user's name or role; a demotion must leave another active administrator. */
export async function changeUser(
  request: Request | null,
  actor: { id: number },
  userId: number,
  changes: { firstName: string; lastName: string; role: Role },
): Promise<ManagedUser> {
  if (userId === actor.id && changes.role !== "admin") refuse("invalid", CANNOT_DEMOTE_SELF, { field: "role" });
  const apply = async (transaction: Transaction | null, user: User) => {
    const before = { firstName: user.firstName, lastName: user.lastName, role: user.role };
    await user.update(changes, { transaction });
    return { user, before };
  };
  // Only a demotion needs another active administrator; a new name or a promotion never does.
  const { user, before } =
    changes.role === "admin"
      ? await apply(null, await findUser(userId))
      : await withAnotherActiveAdmin(userId, "demote", apply);
  const changed = Object.fromEntries(
    (Object.keys(changes) as Array<keyof typeof changes>)
      .filter((key) => before[key] !== changes[key])
      .map((key) => [key, { from: before[key], to: changes[key] }]),
  );
  if (Object.keys(changed).length) {
    await audit(request, "admin.user-changed", {
      actorId: actor.id,
      targetId: user.id,
      email: user.email,
      details: { changes: changed },
    });
  }
  return managed(user);
}

/**
 * Turns an account on or off. Deactivating ends all the user's sessions at once (the sidecar and the app both check
 * the flag too); an administrator cannot deactivate their own account, nor the last active administrator.
 */
export async function setUserActive(
  request: Request | null,
  actor: { id: number },
  userId: number,
  isActive: boolean,
): Promise<ManagedUser> {
  if (userId === actor.id && !isActive) refuse("invalid", CANNOT_DEACTIVATE_SELF);
  const update = async (transaction: Transaction | null, user: User) => {
    await user.update({ isActive }, { transaction });
    if (!isActive) await endUserSessions(userId, { transaction: transaction ?? undefined });
    return user;
  };
  const user = isActive
    ? await update(null, await findUser(userId))
    : await withAnotherActiveAdmin(userId, "deactivate", update);
  await audit(request, isActive ? "admin.user-activated" : "admin.user-deactivated", {
    actorId: actor.id,
    targetId: userId,
    email: user.email,
  });
  return managed(user);
}

/**
 * Deletes an account, the one way it is done (decision 056): the database removes its consultations, transcripts,
 * recordings, document counts, tokens and sessions with it; the audit log keeps its entries about the account for
 * the audit retention period (they hold no clinical content). The last active administrator is never deleted. From
 * User Management an administrator cannot delete their own account (`own: true` is the Profile's Delete Account, after
 * the holder confirmed who they are).
 */
export async function deleteUser(
  request: Request | null,
  actor: { id: number },
  userId: number,
  options: { own?: boolean } = {},
): Promise<void> {
  const own = options.own === true;
  if (userId === actor.id && !own) refuse("invalid", CANNOT_DELETE_SELF);
  const email = await withAnotherActiveAdmin(userId, "delete", async (transaction, user) => {
    await user.destroy({ transaction });
    return user.email;
  });
  await audit(request, own ? "account.deleted" : "admin.user-deleted", {
    actorId: actor.id,
    targetId: userId,
    email,
  });
}
