import { UniqueConstraintError } from "sequelize";
import { attempt, failure, type Outcome } from "~/platform/errors.ts";
import { emailTaken, endResetLinks, getUserById, toPublicUser, type PublicUser } from "~/platform/users.server.ts";
import { getSettings } from "~/platform/settings.server.ts";
import { db, User } from "~/platform/db.server.ts";
import { assertUncommonPassword, hashNewPassword, verifyPassword } from "~/platform/password.server.ts";
import { deleteUser } from "./user-management.server.ts";
import { currentSessionId, endUserSessions, readRequestSession } from "~/platform/session.server.ts";
import { sendVerificationEmail } from "./email-verification.server.ts";
import { audit } from "~/platform/audit.server.ts";
import { inBackground } from "~/platform/background.server.ts";
import { renderEmail, sendEmail } from "~/platform/email.server.ts";
import { throttle } from "./throttles.server.ts";
import { publicUrl } from "~/platform/config.server.ts";

const ACCOUNT_NOT_FOUND = "Account not found";
export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";

/**
 * The account holder's own account (Profile, /change-password, /api/user/*): name and address, password, deletion.
 * What an administrator may do to an account, and the rule that keeps an active administrator, are
 * user-management.server.ts (deletion is done there, the one way).
 */

/** Writes a new name and address; a new address ends the reset links mailed to the old one (and any other). */
async function updateProfile(
  userId: number,
  changes: { firstName?: string; lastName?: string; email?: string },
): Promise<User> {
  db();
  const user = await User.findByPk(userId);
  if (!user) throw new Error("User not found");
  if (changes.firstName !== undefined) user.firstName = changes.firstName;
  if (changes.lastName !== undefined) user.lastName = changes.lastName;
  if (changes.email !== undefined) user.email = changes.email.trim().toLowerCase();
  const emailChanged = user.changed("email");
  try {
    await db().transaction(async (transaction) => {
      await user.save({ transaction });
      if (emailChanged) await endResetLinks(userId, { transaction });
    });
    return user;
  } catch (error) {
    if (error instanceof UniqueConstraintError) emailTaken();
    throw error;
  }
}

/**
 * Sets a password the user chose (a Refusal beside `field` for a common one: hashNewPassword); reset links mailed
 * before it end, and a password an administrator set no longer has to be changed.
 */
async function setPassword(userId: number, password: string, field = "password"): Promise<void> {
  const passwordHash = await hashNewPassword(password, field);
  await db().transaction(async (transaction) => {
    await User.update({ password: passwordHash, mustChangePassword: false }, { where: { id: userId }, transaction });
    await endResetLinks(userId, { transaction });
  });
}

/** What needs the account holder to prove who they are, and how it is said when they have not. */
const CONFIRMED_ACTIONS = {
  "change-email": "change your email address",
  "delete-account": "delete your account",
} as const;
type ConfirmedAction = keyof typeof CONFIRMED_ACTIONS;

/** A Google sign-in this recent stands for the password of an account that has none (issue 21). */
const FRESH_GOOGLE_SIGN_IN_MINUTES = 5;

/**
 * Checks a signed-in user's current password, after taking one of their allowance (5 a quarter, 20 a day), so
 * a stolen session cannot guess it. Null when it is right; `missing` is said when none was given.
 */
async function checkCurrentPassword(userId: number, hash: string | null, given: string | undefined, missing: string) {
  const limited = await throttle("currentPassword", { account: String(userId) });
  if (limited) return { ok: false as const, ...limited, field: "currentPassword" };
  if (!given || !(await verifyPassword(given, hash))) {
    return failure("invalid", given ? WRONG_CURRENT_PASSWORD : missing, { field: "currentPassword" });
  }
  return null;
}

/**
 * The one rule for what a session left open must not be enough for (changing the e-mail address, deleting the
 * account): the current password — or, for an account that signs in with Google and has no password, a Google
 * sign-in within the last 5 minutes (the session it started records when: `googleSignInAt`). Null when confirmed.
 */
async function confirmIdentity(request: Request, user: User, action: ConfirmedAction, currentPassword?: string) {
  const what = CONFIRMED_ACTIONS[action];
  if (user.password || currentPassword) {
    return checkCurrentPassword(user.id, user.password, currentPassword, `Enter your current password to ${what}`);
  }
  const { live } = await readRequestSession(request);
  const signedInAt = live?.data.googleSignInAt;
  const fresh =
    user.googleId !== null &&
    typeof signedInAt === "number" &&
    Date.now() - signedInAt <= FRESH_GOOGLE_SIGN_IN_MINUTES * 60_000;
  if (fresh) return null;
  return failure(
    "invalid",
    `Your account signs in with Google. To ${what}, sign in with Google again, then do it within ${FRESH_GOOGLE_SIGN_IN_MINUTES} minutes.`,
    { field: "currentPassword", reason: "google-sign-in-needed" },
  );
}

/**
 * Edits name and e-mail. A new e-mail needs the current password (a session left open is not enough to take the
 * account over), the old address is told, and the new one must be verified again when the practice requires it.
 */
export async function editProfile(
  request: Request,
  userId: number,
  changes: { firstName?: string; lastName?: string; email?: string; currentPassword?: string },
): Promise<Outcome<{ user: PublicUser }>> {
  const before = await User.findByPk(userId);
  if (!before) return failure("not-found", ACCOUNT_NOT_FOUND);
  const { currentPassword, ...profile } = changes;
  const emailChanges = profile.email !== undefined && profile.email !== before.email;
  if (emailChanges) {
    const unconfirmed = await confirmIdentity(request, before, "change-email", currentPassword);
    if (unconfirmed) return unconfirmed;
  }
  return attempt(async () => {
    let user = await updateProfile(userId, profile);
    if (emailChanges) {
      await audit(request, "profile.email-changed", {
        actorId: userId,
        email: user.email,
        details: { from: before.email },
      });
      tellOldAddress(before.email, user.email, before.firstName);
    }
    if (emailChanges && (await getSettings()).requireEmailVerification) {
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
  // A common new password is refused before the current one is checked (and counted against the allowance).
  const uncommon = await attempt(async () => (await assertUncommonPassword(values.newPassword, "newPassword"), {}));
  if (!uncommon.ok) return uncommon;
  const wrong = await checkCurrentPassword(userId, user.password, values.currentPassword, WRONG_CURRENT_PASSWORD);
  if (wrong) return wrong;
  await setPassword(userId, values.newPassword, "newPassword");
  await endUserSessions(userId, { except: await currentSessionId(request) });
  await audit(request, "password.changed", { actorId: userId, email: user.email });
  return { ok: true };
}

/** Tells the old address its account's e-mail changed (in the background: a mail failure is the operator's). */
function tellOldAddress(oldAddress: string, newAddress: string, firstName: string): void {
  const body = renderEmail({
    greeting: `Hello ${firstName || "there"},`,
    lines: [
      `The email address of your Notewell account was changed to ${newAddress}.`,
      "From now on, sign in and receive Notewell's e-mails at the new address.",
    ],
    action: { label: "Sign in to Notewell", url: `${publicUrl()}/auth` },
    footer:
      "If you did not make this change, contact your practice administrator at once: someone else may have your password.",
  });
  inBackground("telling the old address of an e-mail change", () =>
    sendEmail({ to: oldAddress, subject: "Your Notewell email address was changed", ...body }),
  );
}

/**
 * Deletes the account and everything it owns (the database cascades), once the holder has confirmed who they are
 * as for an e-mail change (confirmIdentity: a session alone is not enough); the last admin cannot.
 */
export async function deleteAccount(
  request: Request,
  userId: number,
  confirmation: { currentPassword?: string },
): Promise<Outcome<object>> {
  const user = await getUserById(userId);
  if (!user) return failure("not-found", ACCOUNT_NOT_FOUND);
  const unconfirmed = await confirmIdentity(request, user, "delete-account", confirmation.currentPassword);
  if (unconfirmed) return unconfirmed;
  return attempt(async () => (await deleteUser(request, user, userId, { own: true }), {}));
}

/** Saves the signature block on the user's referral letters (Profile); like a name change, it is not audited. */
export async function saveSignature(
  userId: number,
  signature: { signatureName: string; signatureRole: string; signatureRegistration: string },
): Promise<void> {
  db();
  await User.update(signature, { where: { id: userId } });
}
