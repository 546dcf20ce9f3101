import {
  QueryTypes,
  UniqueConstraintError,
  fn,
  col,
  where as sqlWhere,
  type InferAttributes,
  type Transaction,
} from "sequelize";
import type { UserColumns } from "../../contract/session-lookup.ts";
import type { Conciseness, NoteFormat, Role } from "../../db/models.ts";
import { db, PasswordResetToken, RecordingSession, User } from "~/platform/db.server.ts";
import { refuse } from "./errors.ts";
import { decoyPasswordHash, hashNewPassword, verifyPassword } from "~/platform/password.server.ts";

/** A user as the rest of the app and the browser see them: no password hash, no Google id. */
export type PublicUser = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  authProvider: "local" | "google";
  profileImageUrl: string | null;
  recordingTimeSeconds: number;
  consultationConciseness: Conciseness;
  consultationFormat: NoteFormat;
  emailVerified: boolean;
  hasPassword: boolean;
  keyTerms: string[];
  /** An administrator set the password: every page but the password change is refused until it is changed. */
  mustChangePassword: boolean;
  lastSignInAt: string | null;
  /** The signature block on their referral letters (Profile): each part empty when not given. */
  signature: { name: string; role: string; registration: string };
  createdAt: string;
  updatedAt: string;
};

/** A user's row: a model instance, or the plain row the session lookup brings along (`userColumns`). */
type UserRow = InferAttributes<User>;

export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    isActive: user.isActive,
    authProvider: user.authProvider,
    profileImageUrl: user.profileImageUrl ?? null,
    recordingTimeSeconds: user.recordingTimeSeconds,
    consultationConciseness: user.consultationConciseness,
    consultationFormat: user.consultationFormat,
    emailVerified: Boolean(user.emailVerifiedAt),
    hasPassword: Boolean(user.password),
    keyTerms: user.keyTerms ?? [],
    mustChangePassword: Boolean(user.mustChangePassword),
    lastSignInAt: user.lastSignInAt ? new Date(user.lastSignInAt).toISOString() : null,
    signature: {
      name: user.signatureName ?? "",
      role: user.signatureRole ?? "",
      registration: user.signatureRegistration ?? "",
    },
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

let columns: UserColumns | undefined;

/**
 * Every column of `users`, named as the model names them: what the session lookup reads with the session
 * (platform/session.server.ts), so that a page view reads its user in the same query.
 */
export function userColumns(): UserColumns {
  db();
  columns ??= Object.fromEntries(
    Object.entries(User.getAttributes()).map(([name, { field }]) => [name, field ?? name]),
  );
  return columns;
}

export async function getUserById(id: number): Promise<User | null> {
  db();
  return User.findByPk(id);
}

export async function findUserByEmail(email: string): Promise<User | null> {
  db();
  return User.findOne({ where: sqlWhere(fn("lower", col("email")), email.trim().toLowerCase()) });
}

const EMAIL_TAKEN = "An account with this email already exists";

/** The refusal for an address another account has (beside the e-mail field). */
export function emailTaken(): never {
  return refuse("conflict", EMAIL_TAKEN, { field: "email" });
}

/**
 * Adds an account that signs in with an e-mail address (registration, an administrator's Create or Invite, the first
 * administrator). The rules for who may add whom are the accounts feature's; this only writes the row.
 */
export async function createLocalUser(input: {
  email: string;
  /** None for an invitation: the invitee chooses theirs from the link. */
  password: string | null;
  firstName: string;
  lastName: string;
  role?: Role;
  /** False when the address must still be confirmed by e-mail (requireEmailVerification, an invitation). */
  emailVerified?: boolean;
  /** An administrator chose the password: the user must change it at first sign-in. */
  mustChangePassword?: boolean;
}): Promise<User> {
  db();
  const passwordHash = input.password === null ? null : await hashNewPassword(input.password);
  try {
    return await User.create({
      email: input.email.trim().toLowerCase(),
      password: passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role ?? "user",
      authProvider: "local",
      emailVerifiedAt: input.emailVerified === false ? null : new Date(),
      mustChangePassword: input.mustChangePassword ?? false,
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) emailTaken();
    throw error;
  }
}

/** The user for these credentials, or null. Takes the same time whether or not the email exists. */
export async function verifyLogin(email: string, password: string): Promise<User | null> {
  const user = await findUserByEmail(email);
  if (!user || !user.password) {
    await verifyPassword(password, await decoyPasswordHash());
    return null;
  }
  return (await verifyPassword(password, user.password)) ? user : null;
}

/**
 * Records one finished recording: a recording_sessions row and the user's running total, atomically.
 */
export async function addRecordingTime(userId: number, durationSeconds: number): Promise<void> {
  await db().transaction(async (transaction) => {
    await RecordingSession.create({ userId, durationSeconds }, { transaction });
    await User.increment({ recordingTimeSeconds: durationSeconds }, { where: { id: userId }, transaction });
  });
}

/**
 * Ends every reset link of a user that is still waiting to be used (issue 21): what it was sent for has changed —
 * the password (changed or reset), the address, or every session ended (signed out everywhere, deactivated).
 */
export async function endResetLinks(userId: number, options: { transaction?: Transaction } = {}): Promise<void> {
  db();
  await PasswordResetToken.update({ used: true }, { where: { userId, used: false }, transaction: options.transaction });
}

/**
 * Recording seconds per user, from each finished recording (`recording_sessions`): since `since` (a PostgreSQL
 * interval, e.g. "30 days"; all time without it), optionally of one user. User Management's "Recording Time (30d)",
 * Statistics and Usage all count with this (decision 057).
 */
export async function recordingSecondsByUser(
  options: { since?: string; userId?: number } = {},
): Promise<Map<number, number>> {
  const rows = await db().query<{ userId: number; seconds: string }>(
    `SELECT user_id AS "userId", sum(duration_seconds)::bigint AS seconds
       FROM recording_sessions
      WHERE ($since::interval IS NULL OR created_at >= now() - $since::interval)
        AND ($userId::integer IS NULL OR user_id = $userId)
      GROUP BY user_id`,
    { bind: { since: options.since ?? null, userId: options.userId ?? null }, type: QueryTypes.SELECT },
  );
  return new Map(rows.map((row) => [row.userId, Number(row.seconds)]));
}
