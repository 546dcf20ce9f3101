import type { Migration } from "../migration.ts";
import { seedSettings } from "./0002-default-settings.ts";

/**
 * The practice's choice of a provenance footer on Copy and Download (provenanceFooter, decision 045), seeded off
 * for a database seeded before 0002 knew it. Review state and versions live inside the encrypted consultation
 * record (decision 016), so they need no column.
 */
export const provenanceFooter: Migration = {
  name: "0014-provenance-footer",
  async up({ context: sql }) {
    await seedSettings(sql, ["provenanceFooter"]);
  },
  async down({ context: sql }) {
    await sql.query("DELETE FROM system_settings WHERE key = 'provenanceFooter'");
  },
};
