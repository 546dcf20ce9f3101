/**
 * `npm run create-admin`: makes ADMIN_EMAIL an active, verified administrator with ADMIN_PASSWORD — a new account,
 * or an existing one promoted and given that password (its sessions end). For a deployment's first administrator
 * when the app was not given one, or to get back into a practice whose only administrator is locked out. The
 * values come from the environment, not the command line, so the password is not left in a shell history:
 *   docker compose run --rm -e ADMIN_EMAIL=gp@practice.nhs.uk -e ADMIN_PASSWORD=… app npm run create-admin
 * The database is DATABASE_URL, or the embedded one `npm start` uses (as `npm run migrate`); it is migrated first.
 */
import { dataDir, loadLocalSecrets } from "../db/local-data.ts";
import { migrate } from "../db/migrate.ts";
import { connect } from "../db/models.ts";
import { openDatabase } from "./lib/database.ts";
import { treatEmptyAsUnset } from "./lib/environment.ts";
import { makeAdministrator } from "./lib/first-admin.ts";

const log = (line: string) => console.log(`[create-admin] ${line}`);

async function main(): Promise<void> {
  treatEmptyAsUnset();
  const dir = dataDir();
  const postgresPassword = process.env.DATABASE_URL ? "" : loadLocalSecrets(dir).postgresPassword;
  const database = await openDatabase({ dataDir: dir, postgresPassword, log });
  const sequelize = connect(database.url, { poolMax: 2 });
  try {
    await migrate(sequelize, database.url);
    const outcome = await makeAdministrator(sequelize, {
      email: process.env.ADMIN_EMAIL,
      password: process.env.ADMIN_PASSWORD,
    });
    const email = process.env.ADMIN_EMAIL!.trim().toLowerCase();
    log(outcome === "created" ? `Created the administrator ${email}` : `${email} is now an administrator`);
  } finally {
    await sequelize.close();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[create-admin] Failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
