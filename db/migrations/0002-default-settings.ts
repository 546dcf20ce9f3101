import type { Migration, MigrationContext } from "../migration.ts";
import type { SettingKey } from "../../contract/settings.ts";
import { defaultRows } from "../../contract/settings-store.ts";

/**
 * Seeds settings rows at the registry's defaults (contract/settings.ts: product.md §9). A row that exists is left
 * as it is. The provider keys start empty: the environment's keys apply until an admin saves one.
 */
export async function seedSettings(sql: MigrationContext, keys?: readonly SettingKey[]): Promise<void> {
  for (const row of defaultRows(keys)) {
    await sql.query(
      `INSERT INTO system_settings (key, value, type, description) VALUES ($1, $2, $3, $4)
       ON CONFLICT (key) DO NOTHING`,
      { bind: [row.key, row.value, row.type, row.description] },
    );
  }
}

/** Every setting in the registry, so a fresh database has a row for each (readers fall back to the default anyway). */
export const defaultSettings: Migration = {
  name: "0002-default-settings",
  async up({ context: sql }) {
    await seedSettings(sql);
  },
  async down({ context: sql }) {
    await sql.query(`DELETE FROM system_settings WHERE key = ANY($1)`, {
      bind: [defaultRows().map((row) => row.key)],
    });
  },
};
