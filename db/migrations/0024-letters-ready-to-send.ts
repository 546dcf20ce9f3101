import type { Migration } from "../migration.ts";
import { seedSettings } from "./0002-default-settings.ts";

/**
 * Letters ready to send (issue 25, decision 064): the practice's letterhead (four settings, seeded empty) and each
 * clinician's signature block on their account — the name as it is to be signed, their role, and their professional
 * registration ("GMC 1234567"). Empty: the letter is signed with the account's name alone.
 */
export const lettersReadyToSend: Migration = {
  name: "0024-letters-ready-to-send",
  async up({ context: sql }) {
    await sql.query(`
      ALTER TABLE users ADD COLUMN signature_name text NOT NULL DEFAULT '';
      ALTER TABLE users ADD COLUMN signature_role text NOT NULL DEFAULT '';
      ALTER TABLE users ADD COLUMN signature_registration text NOT NULL DEFAULT '';
    `);
    await seedSettings(sql, ["practiceName", "practiceAddress", "practiceTelephone", "practiceOdsCode"]);
  },
  async down({ context: sql }) {
    await sql.query(`
      ALTER TABLE users DROP COLUMN signature_name;
      ALTER TABLE users DROP COLUMN signature_role;
      ALTER TABLE users DROP COLUMN signature_registration;
      DELETE FROM system_settings
        WHERE key IN ('practiceName', 'practiceAddress', 'practiceTelephone', 'practiceOdsCode');
    `);
  },
};
