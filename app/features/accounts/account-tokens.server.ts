import { createHash, randomBytes } from "node:crypto";
import { Op, type Transaction } from "sequelize";
import { db, EmailVerificationToken, PasswordResetToken, User } from "~/platform/db.server.ts";

/**
 * Single-use links (password reset, e-mail verification): 32 random bytes for the link, only a SHA-256 of
 * them in the database, so a copy of the database cannot be used to take over accounts.
 *
 * A link is bound to the address it was mailed to (issue 21): it works only while that is still the account's
 * address, so a link waiting in a mailbox the account has moved away from is dead. A reset link also dies when
 * anything it was sent for changes: the password (changed or reset), the address, or every session ended ("signed
 * out everywhere", deactivation): platform/users.server.ts `endResetLinks`.
 */
export type TokenKind = "password-reset" | "email-verification";

const MODELS = { "password-reset": PasswordResetToken, "email-verification": EmailVerificationToken } as const;

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A new link for `user`, bound to the address it is about to be mailed to (the account's address now). */
export async function issueToken(
  kind: TokenKind,
  user: { id: number; email: string },
  lifetimeMs: number,
): Promise<string> {
  db();
  const token = randomBytes(32).toString("base64url");
  await MODELS[kind].create({
    userId: user.id,
    email: user.email.toLowerCase(),
    token: hashToken(token),
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

/** The live (unused, unexpired) row for a token, if its address is still its account's; else null. */
async function liveRow(kind: TokenKind, token: string, transaction?: Transaction) {
  if (!token || token.length > 200) return null;
  db();
  const row = await MODELS[kind].findOne({
    where: { token: hashToken(token), used: false, expiresAt: { [Op.gt]: new Date() } },
    ...(transaction ? { lock: transaction.LOCK.UPDATE, transaction } : {}),
  });
  if (!row) return null;
  // Inside a transaction the account's row is locked too: its address cannot change before the link is used.
  const owner = await User.findByPk(row.userId, {
    attributes: ["email"],
    ...(transaction ? { lock: transaction.LOCK.UPDATE, transaction } : {}),
  });
  return owner && owner.email.toLowerCase() === row.email ? row : null;
}

/** The user a live token belongs to, or null. Does not use it up. */
export async function peekToken(kind: TokenKind, token: string): Promise<number | null> {
  return (await liveRow(kind, token))?.userId ?? null;
}

/**
 * Uses a token up, inside `transaction`: returns its user, or null if it is unknown, used, expired or mailed to an
 * address that is no longer the account's. Every other token of the same kind for that user is used up too (only
 * the newest link should work).
 */
export async function consumeToken(kind: TokenKind, token: string, transaction: Transaction): Promise<number | null> {
  const row = await liveRow(kind, token, transaction);
  if (!row) return null;
  await MODELS[kind].update({ used: true }, { where: { userId: row.userId, used: false }, transaction });
  return row.userId;
}
