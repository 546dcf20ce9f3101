import type { Migration } from "../migration.ts";

/**
 * The summary for the patient (issue 25, decision 066) is a fourth kind of generated document: Usage and
 * Statistics count it like the others, so `generated_documents.kind` accepts 'patient' too. The kinds are written
 * out as they are today (a migration never changes with the code's registry). Undoing it forgets the summaries
 * counted, as the narrower rule cannot hold them.
 */
export const patientSummaries: Migration = {
  name: "0025-patient-summaries",
  async up({ context: sql }) {
    await sql.query(`
      ALTER TABLE generated_documents DROP CONSTRAINT generated_documents_kind_check;
      ALTER TABLE generated_documents ADD CONSTRAINT generated_documents_kind_check
        CHECK (kind IN ('consultation', 'referral', 'exact', 'patient', 'question'));
    `);
  },
  async down({ context: sql }) {
    await sql.query(`
      DELETE FROM generated_documents WHERE kind = 'patient';
      ALTER TABLE generated_documents DROP CONSTRAINT generated_documents_kind_check;
      ALTER TABLE generated_documents ADD CONSTRAINT generated_documents_kind_check
        CHECK (kind IN ('consultation', 'referral', 'exact', 'question'));
    `);
  },
};
