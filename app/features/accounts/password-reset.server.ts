import { publicUrl } from "~/platform/config.server.ts";
import { inBackgroundLater } from "~/platform/background.server.ts";
import { attempt, failure, type Outcome } from "~/platform/errors.ts";
import { throttle } from "./throttles.server.ts";
import { col, fn } from "sequelize";
import { db, User } from "~/platform/db.server.ts";
import { hashNewPassword } from "~/platform/password.server.ts";
import { findUserByEmail } from "~/platform/users.server.ts";
import { endUserSessions } from "~/platform/session.server.ts";
import { consumeToken, issueToken, peekToken } from "./account-tokens.server.ts";
import { audit } from "../../platform/audit.server.ts";
import { renderEmail, sendEmail } from "../../platform/email.server.ts";

/** docs/product.md §9: a reset link is valid for 1 hour. */
const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
/**
 * An invitation is the same link (decision 056): the invitee chooses their password on the reset page. It lasts a
 * week, long enough for someone on leave to find it; an administrator can send another at any time.
 */
const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const RESET_LINK_INVALID = "This reset link has expired or has already been used. Please request a new one.";

/**
 * Starts a password reset. Whether or not the address has an account, the answer is the same 'Check Your Email'
 * and takes the same time (no account enumeration): after the address's allowance is taken, the lookup, the
 * link and the e-mail happen in the background, a moment later (inBackgroundLater: their cost must not slow the
 * asker's next request), and only real, active accounts get one. A failure there is logged for the operator, never
 * shown.
 */
export async function requestPasswordReset(email: string, from: { address: string }): Promise<Outcome> {
  const limited = await throttle("passwordReset", { address: from.address, account: email });
  if (limited) return { ok: false, ...limited };
  inBackgroundLater("a password reset", () => sendResetLink(email));
  return { ok: true };
}

async function sendResetLink(email: string): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user || !user.isActive) return;
  // At most 3 an hour to one account, so nobody can flood a colleague's inbox (counted atomically).
  if (await linkAllowance(user.id)) return;
  await audit(null, "password.reset-requested", { targetId: user.id, email: user.email });
  await mailPasswordLink(user, "reset");
}

/** One of the account's 3 link e-mails an hour (forgot-password and an administrator's alike): null when allowed. */
export function linkAllowance(userId: number) {
  return throttle("resetMail", { account: String(userId) });
}

/**
 * Mails a link to choose a password: a reset link (1 hour), or an invitation (a week) naming who invited them. Both
 * are the one kind of single-use link, bound to this address (account-tokens.server.ts), and end with the same
 * page and rules (`resetPassword`).
 */
export async function mailPasswordLink(
  user: User,
  kind: "reset" | "invitation",
  invitedBy?: { firstName: string; lastName: string },
): Promise<void> {
  const invitation = kind === "invitation";
  const token = await issueToken("password-reset", user, invitation ? INVITATION_LIFETIME_MS : RESET_LINK_LIFETIME_MS);
  const link = `${publicUrl()}/reset-password?token=${encodeURIComponent(token)}`;
  const inviter = `${invitedBy?.firstName ?? ""} ${invitedBy?.lastName ?? ""}`.trim() || "Your practice administrator";
  const body = invitation
    ? renderEmail({
        greeting: `Hello ${user.firstName || "there"},`,
        lines: [
          `${inviter} has invited you to Notewell, your practice's dictation assistant.`,
          "Choose your password with the link below to finish setting up your account. It works for 7 days and can be used once.",
        ],
        action: { label: "Choose your password", url: link },
        footer:
          "If you were not expecting this, you can ignore this e-mail: no account can be used without the password.",
      })
    : renderEmail({
        greeting: `Hello ${user.firstName || "there"},`,
        lines: [
          "Someone (hopefully you) asked to reset the password for your Notewell account.",
          "The link below expires in 1 hour and can be used once.",
        ],
        action: { label: "Choose a new password", url: link },
        footer: "If you did not ask for this, you can ignore this e-mail: your password has not changed.",
      });
  const subject = invitation ? "You are invited to Notewell" : "Reset your Notewell password";
  void sendEmail({ to: user.email, subject, ...body }).catch((error) => {
    console.warn(
      `[mail] The ${invitation ? "invitation" : "password reset"} e-mail could not be sent: ${(error as Error).message}`,
    );
  });
}

/**
 * Whether a reset link can still be used (for showing the form or the 'Invalid Reset Link' view), and whether it is
 * an invitation: its account has never had a password nor signed in.
 */
export async function resetLinkFor(token: string): Promise<{ invitation: boolean } | null> {
  const userId = await peekToken("password-reset", token);
  if (userId === null) return null;
  const user = await User.findByPk(userId, { attributes: ["password", "lastSignInAt"] });
  return { invitation: Boolean(user && !user.password && !user.lastSignInAt) };
}

/**
 * Sets a new password from a reset link: the token is used up (with every other reset link of that user)
 * and every session of the user ends, so whoever had the old password is signed out everywhere. The link
 * reached the user's inbox, which proves the address: an unverified address becomes verified. An invitation ends
 * here too: the invitee's password is set the same way.
 */
export async function resetPassword(token: string, password: string): Promise<Outcome<{ invitation: boolean }>> {
  const chosen = await attempt(async () => ({ hash: await hashNewPassword(password) }));
  if (!chosen.ok) return chosen;
  const passwordHash = chosen.hash;
  const sequelize = db();
  const outcome = await sequelize.transaction(async (transaction) => {
    const userId = await consumeToken("password-reset", token, transaction);
    if (userId === null) return failure("invalid", RESET_LINK_INVALID);
    const before = await User.findByPk(userId, { attributes: ["password", "lastSignInAt"], transaction });
    const invitation = Boolean(before && !before.password && !before.lastSignInAt);
    await User.update(
      {
        password: passwordHash,
        emailVerifiedAt: fn("coalesce", col("email_verified_at"), fn("now")),
        // A password chosen from the link is the user's own (an administrator's one-off password is replaced).
        mustChangePassword: false,
      },
      { where: { id: userId }, transaction },
    );
    await endUserSessions(userId, { transaction });
    return { ok: true as const, userId, invitation };
  });
  if (!outcome.ok) return outcome;
  await audit(null, "password.reset", { targetId: outcome.userId, details: { invitation: outcome.invitation } });
  return { ok: true, invitation: outcome.invitation };
}
