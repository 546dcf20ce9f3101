import type { Migration } from "../migrate.ts";

/** Spec §9 defaults. The provider keys start empty: the environment's keys apply until an admin saves one. */
export const DEFAULT_SETTINGS: ReadonlyArray<{ key: string; value: string; type: string; description: string }> = [
  { key: "maxConcurrentSessions", value: "10", type: "number", description: "Live recordings allowed at once" },
  { key: "enableRegistration", value: "true", type: "boolean", description: "Allow new accounts to register" },
  { key: "enableGuestAccess", value: "false", type: "boolean", description: "Allow use without an account" },
  { key: "maxTranscriptionLength", value: "5000", type: "number", description: "Longest text processed, in words" },
  { key: "maxSessionDuration", value: "60", type: "number", description: "Longest recording, in minutes" },
  { key: "dataRetentionDays", value: "90", type: "number", description: "Days stored transcripts are kept" },
  { key: "requireEmailVerification", value: "false", type: "boolean", description: "New accounts verify email" },
  { key: "enableAuditLogging", value: "true", type: "boolean", description: "Record security events" },
  { key: "sessionTimeoutMinutes", value: "120", type: "number", description: "Sign-out after inactivity" },
  { key: "systemMaintenance", value: "false", type: "boolean", description: "Maintenance mode" },
  { key: "maintenanceMessage", value: "", type: "string", description: "Shown during maintenance" },
  { key: "assemblyaiApiKey", value: "", type: "secret", description: "Speech-to-text provider API key" },
  { key: "openaiApiKey", value: "", type: "secret", description: "Language-model provider API key" },
];

export const defaultSettings: Migration = {
  name: "0002-default-settings",
  async up({ context: sql }) {
    for (const setting of DEFAULT_SETTINGS) {
      await sql.query(
        `INSERT INTO system_settings (key, value, type, description) VALUES ($1, $2, $3, $4)
         ON CONFLICT (key) DO NOTHING`,
        { bind: [setting.key, setting.value, setting.type, setting.description] },
      );
    }
  },
  async down({ context: sql }) {
    await sql.query(`DELETE FROM system_settings WHERE key = ANY($1)`, {
      bind: [DEFAULT_SETTINGS.map((s) => s.key)],
    });
  },
};
