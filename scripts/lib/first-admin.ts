import { randomBytes } from "node:crypto";
import { QueryTypes, type Sequelize } from "sequelize";
import { hashPassword } from "../../app/platform/password.server.ts";

const SEED_LOCK_KEY = 7_240_518;

export type SeedResult = { created: false } | { created: true; email: string; generatedPassword: string | null };

/**
 * Creates the first administrator when the database has no users, from ADMIN_EMAIL / ADMIN_PASSWORD or,
 * without a password, a generated one that the caller prints once. Serialised by an advisory lock so two
 * processes starting together create one admin, not two. The address counts as verified: whoever runs the
 * server chose it, and turning on "Require email verification" must never lock the practice out.
 */
export async function ensureFirstAdmin(
  sequelize: Sequelize,
  options: { email?: string; password?: string },
): Promise<SeedResult> {
  return sequelize.transaction(async (transaction) => {
    await sequelize.query("SELECT pg_advisory_xact_lock($1)", { bind: [SEED_LOCK_KEY], transaction });
    const [{ count }] = await sequelize.query<{ count: string }>("SELECT count(*) AS count FROM users", {
      type: QueryTypes.SELECT,
      transaction,
    });
    if (Number(count) > 0) return { created: false };
    const email = (options.email ?? "admin@notewell.local").trim().toLowerCase();
    const generatedPassword = options.password ? null : randomBytes(12).toString("base64url");
    const password = options.password ?? generatedPassword!;
    await sequelize.query(
      `INSERT INTO users (email, password, first_name, last_name, role, auth_provider, email_verified_at)
       VALUES ($1, $2, 'Practice', 'Administrator', 'admin', 'local', now())`,
      { bind: [email, await hashPassword(password)], transaction },
    );
    return { created: true, email, generatedPassword };
  });
}
