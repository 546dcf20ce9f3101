import { beforeEach, expect, test } from "vitest";
import { db } from "~/platform/db.server.ts";
import { args, getRequest, jsonRequest, settle } from "../../tests/setup/requests.ts";
import { signedInUser } from "../../tests/setup/users.ts";
import { action, loader } from "./api.admin.statistics.ts";
import { resetDatabase } from "../../tests/setup/reset.ts";

beforeEach(resetDatabase);

const read = (cookie?: string) => settle(() => loader(args(getRequest("/api/admin/statistics", { cookie }))));

test("401 without a session, 403 for a non-admin", async () => {
  expect((await read()).status).toBe(401);
  expect((await read((await signedInUser()).cookie)).status).toBe(403);
});

test("answers the spec's statistics fields, then ours", async () => {
  const { user: admin, cookie } = await signedInUser({ role: "admin" });
  const { user } = await signedInUser();
  await db().query("INSERT INTO recording_sessions (user_id, duration_seconds) VALUES ($1, 90)", { bind: [user.id] });
  await db().query(
    "INSERT INTO consultations (id, user_id, content) VALUES (gen_random_uuid(), $1, 'v1:a'), (gen_random_uuid(), $2, 'v1:b')",
    { bind: [user.id, admin.id] },
  );

  const response = await read(cookie);
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(Object.keys(body).sort()).toEqual(
    [
      "totalUsers",
      "activeUsers",
      "totalTranscripts",
      "totalRecordingTime",
      "activeSessions",
      "newUsers24h",
      "transcripts24h",
      "recordingTime24h",
      "usersWithData",
      "totalDocuments",
      "documents",
      "documents24h",
      "months",
      "users",
      "storageBytes",
    ].sort(),
  );
  expect(body).toMatchObject({
    totalUsers: 2,
    activeUsers: 2,
    totalTranscripts: 2,
    totalRecordingTime: 90,
    newUsers24h: 2,
    transcripts24h: 2,
    recordingTime24h: 90,
    usersWithData: 2,
  });
  expect(body.activeSessions).toEqual(expect.any(Number));
});

test("POST is 405", async () => {
  const { cookie } = await signedInUser({ role: "admin" });
  const response = await settle(() => action(args(jsonRequest("/api/admin/statistics", {}, { cookie }))));
  expect(response.status).toBe(405);
});
