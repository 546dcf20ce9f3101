import { UniqueConstraintError, fn, col, where as sqlWhere, type InferAttributes, type Transaction } from "sequelize";
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
function emailTaken(): never {
  return refuse("conflict", EMAIL_TAKEN, { field: "email" });
}

export async function createLocalUser(input: {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role?: Role;
  /** False when the address must still be confirmed by e-mail (requireEmailVerification). */
  emailVerified?: boolean;
}): Promise<User> {
  db();
  const passwordHash = await hashNewPassword(input.password);
  try {
    return await User.create({
      email: input.email.trim().toLowerCase(),
      password: passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role ?? "user",
      authProvider: "local",
      emailVerifiedAt: input.emailVerified === false ? null : new Date(),
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

/** Edits a user's name and address; a new address ends the reset links mailed to the old one (and any other). */
export async function updateProfile(
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
 * before it end.
 */
export async function setPassword(userId: number, password: string, field = "password"): Promise<void> {
  const passwordHash = await hashNewPassword(password, field);
  await db().transaction(async (transaction) => {
    await User.update({ password: passwordHash }, { where: { id: userId }, transaction });
    await endResetLinks(userId, { transaction });
  });
}

export async function updatePreferences(
  userId: number,
  changes: { consultationConciseness?: Conciseness; consultationFormat?: NoteFormat; keyTerms?: string[] },
): Promise<User> {
  db();
  const user = await User.findByPk(userId);
  if (!user) throw new Error("User not found");
  if (changes.consultationConciseness) user.consultationConciseness = changes.consultationConciseness;
  if (changes.consultationFormat) user.consultationFormat = changes.consultationFormat;
  if (changes.keyTerms) user.keyTerms = changes.keyTerms;
  return user.save();
}

/** True when this user is the only active administrator (removing them would leave nobody to run the practice). */
export async function isLastAdmin(userId: number): Promise<boolean> {
  db();
  const user = await User.findByPk(userId);
  if (user?.role !== "admin") return false;
  return (await User.count({ where: { role: "admin", isActive: true } })) <= 1;
}

/** Deletes the account; the database removes its transcripts, recordings, tokens and sessions with it. */
export async function deleteUser(userId: number): Promise<void> {
  db();
  await User.destroy({ where: { id: userId } });
}
