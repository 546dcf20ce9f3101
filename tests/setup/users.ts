import { QueryTypes } from "sequelize";
import { createLocalUser } from "~/platform/users.server.ts";
import { startUserSession } from "~/platform/guards.server.ts";
import { db } from "~/platform/db.server.ts";
import { getRequest } from "./requests.ts";

let counter = 0;

/** A user with a live session; returns the user and the Cookie header a browser would send. */
export async function signedInUser(options: { role?: "user" | "admin"; email?: string } = {}) {
  counter += 1;
  const user = await createLocalUser({
    email: options.email ?? `clinician${counter}-${Date.now()}@practice.nhs.uk`,
    password: "a good password",
    firstName: "Test",
    lastName: `User${counter}`,
    role: options.role ?? "user",
  });
  const setCookie = await startUserSession(getRequest("/"), user.id);
  return { user, cookie: setCookie.split(";")[0] };
}

/** The in-process SMTP server this test file's mail goes to. */
export function testMailbox() {
  if (!globalThis.__testMailbox) throw new Error("The test mailbox is not running");
  return globalThis.__testMailbox;
}

/**
 * The same `name=value` session cookie with one character of its signature changed. The first character
 * after the "." is changed, never the last: base64's last character carries bits a decoder may ignore, so
 * changing it can leave the signature's bytes, and the cookie, valid.
 */
export function tamperedCookie(cookie: string): string {
  const at = cookie.indexOf("=");
  const raw = decodeURIComponent(cookie.slice(at + 1));
  const signatureAt = raw.lastIndexOf(".") + 1;
  if (signatureAt === 0) throw new Error("test setup: the cookie is not signed");
  const changed = raw[signatureAt] === "A" ? "B" : "A";
  const tampered = raw.slice(0, signatureAt) + changed + raw.slice(signatureAt + 1);
  return `${cookie.slice(0, at)}=${encodeURIComponent(tampered)}`;
}

/** How many sessions (signed-in browsers) a user has. */
export async function sessionCount(userId: number): Promise<number> {
  const [{ n }] = await db().query<{ n: string }>("SELECT count(*) AS n FROM sessions WHERE user_id = $1", {
    bind: [userId],
    type: QueryTypes.SELECT,
  });
  return Number(n);
}
