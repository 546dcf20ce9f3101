import { randomBytes } from "node:crypto";
import { QueryTypes, type Sequelize } from "sequelize";
import { hashPassword } from "../../app/platform/password.server.ts";
import { EmailSchema, NewPasswordSchema } from "../../app/platform/user-fields.ts";

const SEED_LOCK_KEY = 7_240_518;

export type SeedResult = { created: false } | { created: true; email: string; generatedPassword: string | null };

/** How a container's operator makes the first administrator when there is none (README, deployment). */
const CREATE_ADMIN_HINT =
  "Set ADMIN_EMAIL and ADMIN_PASSWORD (at least 8 characters) for the app and start it again, or create one with " +
  "`docker compose run --rm -e ADMIN_EMAIL=… -e ADMIN_PASSWORD=… app npm run create-admin`.";

/** The administrator's address and password, checked by the product's own rules; a clear Error otherwise. */
function adminCredentials(email: string | undefined, password: string | undefined) {
  const address = EmailSchema.safeParse(email ?? "");
  if (!address.success) throw new Error(`ADMIN_EMAIL "${email ?? ""}" is not an email address. ${CREATE_ADMIN_HINT}`);
  const secret = NewPasswordSchema.safeParse(password ?? "");
  if (!secret.success) throw new Error(`ADMIN_PASSWORD: ${secret.error.issues[0].message}. ${CREATE_ADMIN_HINT}`);
  return { email: address.data, password: secret.data };
}

/**
 * Creates the first administrator when the database has no users. On one machine (`generate`), ADMIN_EMAIL
 * defaults to admin@notewell.local and, without ADMIN_PASSWORD, a password is generated for the caller to print
 * once. A container's app is told both by its operator: without them it refuses to start, saying how to make one
 * (a generated password would live only in a container's log). Given values must pass the product's own rules.
 * Serialised by an advisory lock so two processes starting together create one admin, not two. The address
 * counts as verified: whoever runs the server chose it, and "Require email verification" must never lock the
 * practice out.
 */
export async function ensureFirstAdmin(
  sequelize: Sequelize,
  options: { email?: string; password?: string; generate: boolean },
): Promise<SeedResult> {
  return sequelize.transaction(async (transaction) => {
    await sequelize.query("SELECT pg_advisory_xact_lock($1)", { bind: [SEED_LOCK_KEY], transaction });
    const [{ count }] = await sequelize.query<{ count: string }>("SELECT count(*) AS count FROM users", {
      type: QueryTypes.SELECT,
      transaction,
    });
    if (Number(count) > 0) return { created: false };
    if (!options.generate && (!options.email || !options.password)) {
      throw new Error(`There is no administrator yet. ${CREATE_ADMIN_HINT}`);
    }
    const generatedPassword = options.password ? null : randomBytes(12).toString("base64url");
    const { email, password } = adminCredentials(
      options.email ?? "admin@notewell.local",
      options.password ?? generatedPassword!,
    );
    await sequelize.query(
      `INSERT INTO users (email, password, first_name, last_name, role, auth_provider, email_verified_at)
       VALUES ($1, $2, 'Practice', 'Administrator', 'admin', 'local', now())`,
      { bind: [email, await hashPassword(password)], transaction },
    );
    return { created: true, email, generatedPassword };
  });
}

/**
 * `npm run create-admin`: makes the address an active, verified administrator with this password — a new
 * account, or an existing one promoted (an operator locked out of the practice's only admin account gets back in).
 */
export async function makeAdministrator(
  sequelize: Sequelize,
  given: { email?: string; password?: string },
): Promise<"created" | "updated"> {
  const { email, password } = adminCredentials(given.email, given.password);
  const hash = await hashPassword(password);
  const [rows] = await sequelize.query(
    `UPDATE users SET role = 'admin', is_active = true, password = $2, email_verified_at = coalesce(email_verified_at, now()),
            updated_at = now()
      WHERE lower(email) = $1 RETURNING id`,
    { bind: [email, hash] },
  );
  const [updated] = rows as Array<{ id: number }>;
  if (updated) {
    // A new password ends the account's sessions, as a password change does.
    await sequelize.query("DELETE FROM sessions WHERE user_id = $1", { bind: [updated.id] });
    return "updated";
  }
  await sequelize.query(
    `INSERT INTO users (email, password, first_name, last_name, role, auth_provider, email_verified_at)
     VALUES ($1, $2, 'Practice', 'Administrator', 'admin', 'local', now())`,
    { bind: [email, hash] },
  );
  return "created";
}
