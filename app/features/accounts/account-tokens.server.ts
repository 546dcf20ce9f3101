import { createHash, randomBytes } from "node:crypto";
import { Op, type Transaction } from "sequelize";
import { db, EmailVerificationToken, PasswordResetToken } from "~/platform/db.server.ts";

/**
 * Single-use links (password reset, e-mail verification): 32 random bytes for the link, only a SHA-256 of
 * them in the database, so a copy of the database cannot be used to take over accounts.
 */
export type TokenKind = "password-reset" | "email-verification";

const MODELS = { "password-reset": PasswordResetToken, "email-verification": EmailVerificationToken } as const;

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export async function issueToken(kind: TokenKind, userId: number, lifetimeMs: number): Promise<string> {
  db();
  const token = randomBytes(32).toString("base64url");
  await MODELS[kind].create({ userId, token: hashToken(token), expiresAt: new Date(Date.now() + lifetimeMs) });
  return token;
}

/** The user a live (unused, unexpired) token belongs to, or null. Does not use it up. */
export async function peekToken(kind: TokenKind, token: string): Promise<number | null> {
  if (!token || token.length > 200) return null;
  db();
  const row = await MODELS[kind].findOne({
    where: { token: hashToken(token), used: false, expiresAt: { [Op.gt]: new Date() } },
  });
  return row ? row.userId : null;
}

/**
 * Uses a token up, inside `transaction`: returns its user, or null if it is unknown, used or expired.
 * Every other token of the same kind for that user is used up too (only the newest link should work).
 */
export async function consumeToken(kind: TokenKind, token: string, transaction: Transaction): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const model = MODELS[kind];
  const row = await model.findOne({
    where: { token: hashToken(token), used: false, expiresAt: { [Op.gt]: new Date() } },
    lock: transaction.LOCK.UPDATE,
    transaction,
  });
  if (!row) return null;
  await model.update({ used: true }, { where: { userId: row.userId, used: false }, transaction });
  return row.userId;
}
