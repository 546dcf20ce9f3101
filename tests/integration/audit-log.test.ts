import { beforeEach, expect, test } from "vitest";
import { QueryTypes } from "sequelize";
import { saveSettings } from "~/platform/settings.server.ts";
import { createLocalUser } from "~/platform/users.server.ts";
import { db } from "~/platform/db.server.ts";
import { updateSettings } from "~/features/settings/settings.server.ts";
import { setUserActive } from "~/features/accounts/user-management.server.ts";
import { action as authAction } from "~/routes/auth.tsx";
import { action as profileAction } from "~/routes/profile.tsx";
import { args, formRequest, settle } from "../setup/requests.ts";
import { defaultSettings } from "../setup/settings.ts";
import { signedInUser } from "../setup/users.ts";
import { resetDatabase } from "../setup/reset.ts";

type Entry = {
  action: string;
  actor_id: number | null;
  target_id: number | null;
  email: string | null;
  address: string | null;
  details: Record<string, unknown>;
};
const entries = () =>
  db().query<Entry>("SELECT action, actor_id, target_id, email, address, details FROM audit_log ORDER BY id", {
    type: QueryTypes.SELECT,
  });

beforeEach(async () => {
  await resetDatabase();
  await saveSettings({ enableAuditLogging: true }, null);
});

function login(email: string, password: string) {
  const request = formRequest("/auth", { intent: "login", email, password });
  request.headers.set("X-Forwarded-For", "192.0.2.10");
  return settle(() => authAction(args(request)));
}

test("sign-ins, failures, password changes and admin actions are recorded with who, what and where", async () => {
  const user = await createLocalUser({
    email: "gp@practice.nhs.uk",
    password: "first password",
    firstName: "A",
    lastName: "B",
  });
  await login("gp@practice.nhs.uk", "wrong password");
  await login("gp@practice.nhs.uk", "first password");
  const { cookie } = await signedInUser({ email: "other@practice.nhs.uk" });
  await settle(() =>
    profileAction(
      args(
        formRequest(
          "/profile",
          {
            intent: "password",
            currentPassword: "a good password",
            newPassword: "second password",
            confirmPassword: "second password",
          },
          { cookie },
        ),
      ),
    ),
  );
  const admin = await createLocalUser({
    email: "admin@practice.nhs.uk",
    password: "admin password",
    firstName: "A",
    lastName: "D",
    role: "admin",
  });
  await setUserActive(null, admin, user.id, false);
  await updateSettings(admin, defaultSettings({ openaiApiKey: "sk-secret-value" }));

  const log = await entries();
  expect(log.map((e) => e.action)).toEqual([
    "sign-in.failed",
    "sign-in",
    "password.changed",
    "admin.user-deactivated",
    "admin.settings-changed",
  ]);
  expect(log[0]).toMatchObject({
    email: "gp@practice.nhs.uk",
    address: "192.0.2.10",
    details: { reason: "wrong-credentials" },
  });
  expect(log[1]).toMatchObject({ actor_id: user.id, target_id: user.id });
  expect(log[3]).toMatchObject({ actor_id: admin.id, target_id: user.id });
  // Which settings changed, never their values.
  expect(JSON.stringify(log)).not.toContain("sk-secret-value");
  expect(JSON.stringify(log)).not.toContain("first password");
});

test("with audit logging off, nothing is recorded", async () => {
  await saveSettings({ enableAuditLogging: false }, null);
  await createLocalUser({ email: "gp@practice.nhs.uk", password: "first password", firstName: "A", lastName: "B" });
  await login("gp@practice.nhs.uk", "first password");
  expect(await entries()).toEqual([]);
});
