import type { Migration } from "../migration.ts";

/**
 * Reset and verification links remember the address they were mailed to (issue 21): a link works only while that is
 * still the account's address. Links mailed before this were bound to nothing — one waiting in a mailbox the account
 * has since moved away from could set a password or verify another address — so they are ended here; whoever needs
 * one asks again.
 */
export const linksBoundToTheirAddress: Migration = {
  name: "0011-links-bound-to-their-address",
  async up({ context: sql }) {
    await sql.query(`
      ALTER TABLE password_reset_tokens ADD COLUMN email text;
      ALTER TABLE email_verification_tokens ADD COLUMN email text;
      UPDATE password_reset_tokens t SET email = u.email, used = true FROM users u WHERE u.id = t.user_id;
      UPDATE email_verification_tokens t SET email = u.email, used = true FROM users u WHERE u.id = t.user_id;
      ALTER TABLE password_reset_tokens ALTER COLUMN email SET NOT NULL;
      ALTER TABLE email_verification_tokens ALTER COLUMN email SET NOT NULL;
    `);
  },
  async down({ context: sql }) {
    await sql.query(`
      ALTER TABLE password_reset_tokens DROP COLUMN email;
      ALTER TABLE email_verification_tokens DROP COLUMN email;
    `);
  },
};
