import { beforeEach, expect, test } from "vitest";
import { QueryTypes } from "sequelize";
import { db, User } from "~/platform/db.server.ts";
import { args, jsonRequest, settle } from "../../tests/setup/requests.ts";
import { signedInUser } from "../../tests/setup/users.ts";
import { action } from "./api.recording-time.ts";
import { resetDatabase } from "../../tests/setup/reset.ts";

beforeEach(resetDatabase);

const post = (body: unknown, cookie?: string, raw?: string) =>
  settle(() => action(args(jsonRequest("/api/recording-time", body, { cookie, raw }))));

test("each stop stores a recording_sessions row and adds to the user's total", async () => {
  const { user, cookie } = await signedInUser();
  expect((await post({ durationSeconds: 42 }, cookie)).status).toBe(200);
  expect((await post({ durationSeconds: 18 }, cookie)).status).toBe(200);
  const rows = await db().query("SELECT duration_seconds FROM recording_sessions WHERE user_id = $1 ORDER BY id", {
    bind: [user.id],
    type: QueryTypes.SELECT,
  });
  expect(rows).toEqual([{ duration_seconds: 42 }, { duration_seconds: 18 }]);
  expect((await User.findByPk(user.id))?.recordingTimeSeconds).toBe(60);
});

test.each([
  [{ durationSeconds: -1 }, undefined],
  [{ durationSeconds: 1.5 }, undefined],
  [{ durationSeconds: "60" }, undefined],
  [{}, undefined],
  [{ durationSeconds: 60 * 60 + 1 }, undefined],
  [null, "{not json"],
])("bad input %j is a 400 with a message, and nothing is stored", async (body, raw) => {
  const { user, cookie } = await signedInUser();
  const response = await post(body, cookie, raw);
  expect(response.status).toBe(400);
  expect((await response.json()).error).toEqual(expect.any(String));
  expect((await User.findByPk(user.id))?.recordingTimeSeconds).toBe(0);
});

test("nobody signed in: 401", async () => {
  expect((await post({ durationSeconds: 5 })).status).toBe(401);
});
