import type { Migration } from "../migration.ts";
import { seedSettings } from "./0002-default-settings.ts";

/**
 * User management complete (issue 26, decision 056): an account an administrator created with a password must
 * choose its own at first sign-in (`must_change_password`, enforced by the guards), and each account records when
 * it last signed in (`last_sign_in_at`, shown in User Management). Accounts that exist are left as they are: their
 * passwords were chosen before the rule. Registration's allowed domains (decision 059) get their row.
 */
export const accountsAdministratorsManage: Migration = {
  name: "0020-accounts-administrators-manage",
  async up({ context: sql }) {
    await sql.query(`
      ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
      ALTER TABLE users ADD COLUMN last_sign_in_at timestamptz;
    `);
    await seedSettings(sql, ["registrationDomains"]);
  },
  async down({ context: sql }) {
    await sql.query(`
      ALTER TABLE users DROP COLUMN must_change_password;
      ALTER TABLE users DROP COLUMN last_sign_in_at;
      DELETE FROM system_settings WHERE key = 'registrationDomains';
    `);
  },
};
