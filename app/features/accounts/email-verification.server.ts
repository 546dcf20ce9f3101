import { inBackgroundLater } from "~/platform/background.server.ts";
import type { Outcome } from "~/platform/errors.ts";
import { throttle } from "./throttles.server.ts";
import { publicUrl } from "~/platform/config.server.ts";
import { db, User } from "~/platform/db.server.ts";
import { findUserByEmail } from "~/platform/users.server.ts";
import { consumeToken, issueToken } from "./account-tokens.server.ts";
import { audit } from "../../platform/audit.server.ts";
import { renderEmail, sendEmail } from "../../platform/email.server.ts";

/** Verification links last a day: long enough to find the e-mail, short enough not to linger. */
const VERIFICATION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const UNVERIFIED_MESSAGE =
  "Please verify your email address before signing in. We sent you a link when you registered.";

/** E-mails a verification link to a user whose address is not yet verified. */
export async function sendVerificationEmail(user: User): Promise<void> {
  // At most 3 an hour to one account, counted atomically (requests arriving together cannot all send one).
  if (await throttle("verificationMail", { account: String(user.id) })) return;
  const token = await issueToken("email-verification", user, VERIFICATION_LIFETIME_MS);
  const link = `${publicUrl()}/verify-email?token=${encodeURIComponent(token)}`;
  const body = renderEmail({
    greeting: `Hello ${user.firstName || "there"},`,
    lines: ["Welcome to Notewell. Please confirm this is your e-mail address to finish setting up your account."],
    action: { label: "Verify my email address", url: link },
    footer: "If you did not create a Notewell account, you can ignore this e-mail.",
  });
  void sendEmail({ to: user.email, subject: "Verify your Notewell email address", ...body }).catch((error) =>
    console.warn(`[mail] The verification e-mail could not be sent: ${(error as Error).message}`),
  );
}

/**
 * Sends a fresh link if the address belongs to an unverified account; says nothing either way, and takes the same
 * time either way (the lookup and the mail happen a moment later: inBackgroundLater).
 */
export async function resendVerification(email: string, from: { address: string }): Promise<Outcome> {
  const limited = await throttle("verificationResend", { address: from.address, account: email });
  if (limited) return { ok: false, ...limited };
  inBackgroundLater("a new verification link", async () => {
    const user = await findUserByEmail(email);
    if (!user || user.emailVerifiedAt || !user.isActive) return;
    await sendVerificationEmail(user);
  });
  return { ok: true };
}

/** Marks the address verified if the link is live and was mailed to the account's address as it is now. */
export async function verifyEmail(token: string): Promise<boolean> {
  const sequelize = db();
  const userId = await sequelize.transaction(async (transaction) => {
    const owner = await consumeToken("email-verification", token, transaction);
    if (owner !== null) await User.update({ emailVerifiedAt: new Date() }, { where: { id: owner }, transaction });
    return owner;
  });
  if (userId === null) return false;
  await audit(null, "email.verified", { targetId: userId });
  return true;
}
