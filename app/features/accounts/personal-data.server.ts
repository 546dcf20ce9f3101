import { QueryTypes } from "sequelize";
import { audit, auditEntriesAbout } from "~/platform/audit.server.ts";
import { db, User } from "~/platform/db.server.ts";
import { refuse } from "~/platform/errors.ts";

/**
 * Everything Notewell holds about one person, as one JSON file (UK GDPR Article 15; issue 26 item 7, decision 056):
 * their account and preferences, every consultation (decrypted), every document and answer kept, their recordings'
 * lengths and documents' kinds, and the audit log's entries about them — nothing of anyone else's. The person asks
 * from their Profile; an administrator for anyone, from User Management. Both are recorded in the audit log.
 *
 * Consultations and documents belong to their own features: the route hands their readers in (features never import
 * each other), so this one place says what the file holds.
 */
type Sources = {
  consultations: (userId: number) => Promise<unknown[]>;
  documents: (userId: number) => Promise<unknown[]>;
};

const PERSONAL_DATA_NOTE =
  "Everything Notewell holds about this person when the file was made. Audio is never stored, so there is none. " +
  "Audit log entries where this person acted on another account keep what was done and when, not whose account it was.";

export async function personalData(
  request: Request,
  asker: { id: number },
  userId: number,
  sources: Sources,
): Promise<{ fileName: string; body: string }> {
  db();
  const user = await User.findByPk(userId);
  if (!user) refuse("not-found", "User not found");
  const [consultations, documents, recordings, generated, auditLog] = await Promise.all([
    sources.consultations(user.id),
    sources.documents(user.id),
    db().query<{ createdAt: Date; durationSeconds: number }>(
      `SELECT created_at AS "createdAt", duration_seconds AS "durationSeconds" FROM recording_sessions
        WHERE user_id = $1 ORDER BY created_at, id`,
      { bind: [user.id], type: QueryTypes.SELECT },
    ),
    db().query<{ createdAt: Date; kind: string }>(
      `SELECT created_at AS "createdAt", kind FROM generated_documents WHERE user_id = $1 ORDER BY created_at, id`,
      { bind: [user.id], type: QueryTypes.SELECT },
    ),
    auditEntriesAbout(user),
  ]);
  const own = asker.id === user.id;
  await audit(request, own ? "account.exported" : "admin.user-exported", {
    actorId: asker.id,
    targetId: user.id,
    email: user.email,
  });
  const exported = {
    exportedAt: new Date().toISOString(),
    note: PERSONAL_DATA_NOTE,
    profile: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      active: user.isActive,
      signsInWith: user.authProvider,
      hasPassword: Boolean(user.password),
      linkedGoogleAccount: Boolean(user.googleId),
      profileImageUrl: user.profileImageUrl ?? null,
      emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
      mustChangePassword: user.mustChangePassword,
      lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
      preferences: {
        consultationConciseness: user.consultationConciseness,
        consultationFormat: user.consultationFormat,
        keyTerms: user.keyTerms ?? [],
      },
      recordingTimeSeconds: user.recordingTimeSeconds,
    },
    consultations,
    documents,
    recordings: recordings.map((row) => ({
      createdAt: new Date(row.createdAt).toISOString(),
      durationSeconds: row.durationSeconds,
    })),
    documentsGenerated: generated.map((row) => ({ createdAt: new Date(row.createdAt).toISOString(), kind: row.kind })),
    auditLog,
  };
  const day = exported.exportedAt.slice(0, 10);
  const who = user.email.replace(/[^a-z0-9.@_-]/gi, "_");
  return { fileName: `notewell-data-${who}-${day}.json`, body: JSON.stringify(exported, null, 2) };
}

/** The export as a file download. */
export function personalDataResponse(file: { fileName: string; body: string }): Response {
  return new Response(file.body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
