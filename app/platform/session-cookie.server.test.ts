import { createCookie } from "@remix-run/node";
import { QueryTypes } from "sequelize";
import { describe, expect, test } from "vitest";
import { verifySessionCookie } from "../../contract/session-cookie.ts";
import { db } from "~/platform/db.server.ts";
import { getRequest } from "../../tests/setup/requests.ts";
import { signedInUser } from "../../tests/setup/users.ts";
import { commitSession, getSession } from "./session.server.ts";
import { createSessionCookie } from "./session-cookie.server.ts";

const SECRETS = ["newest-secret-0123456789", "older-secret-0123456789"];
const SID = "k3Y_-sessionId0123456789abcdefghijklmnopqrs";

/** The cookie the app used before it signed with the contract: Remix's own, with the same options. */
const remixCookie = (secrets: string[]) =>
  createCookie("__session", { httpOnly: true, sameSite: "lax", path: "/", secrets });

describe("the session cookie (contract/session-cookie.ts as a Remix Cookie)", () => {
  test("writes exactly what Remix's createCookie wrote: the same Set-Cookie, byte for byte", async () => {
    const ours = createSessionCookie(SECRETS);
    const remix = remixCookie(SECRETS);
    for (const options of [undefined, { secure: true }, { maxAge: 3600 }, { expires: new Date(0), secure: true }]) {
      expect(await ours.serialize(SID, options)).toBe(await remix.serialize(SID, options));
    }
    // Clearing it (destroySession) too.
    const clear = { expires: new Date(0), maxAge: undefined };
    expect(await ours.serialize("", clear)).toBe(await remix.serialize("", clear));
    expect(ours).toMatchObject({ name: "__session", isSigned: true });
  });

  test("cookies Remix issued keep working, and Remix reads ours", async () => {
    const ours = createSessionCookie(SECRETS);
    const pair = (setCookie: string) => setCookie.split(";")[0];
    expect(await ours.parse(pair(await remixCookie(SECRETS).serialize(SID)))).toBe(SID);
    // Rotation: a cookie signed with the older secret (newest first in SESSION_SECRET) is still accepted…
    expect(await ours.parse(pair(await remixCookie([SECRETS[1]]).serialize(SID)))).toBe(SID);
    expect(await remixCookie(SECRETS).parse(pair(await ours.serialize(SID)))).toBe(SID);
    // …and the newest secret signs.
    expect(await remixCookie([SECRETS[0]]).parse(pair(await ours.serialize(SID)))).toBe(SID);
  });

  test("a missing, tampered or foreign cookie is no session", async () => {
    const ours = createSessionCookie(SECRETS);
    const foreign = (await remixCookie(["someone-elses-secret-00"]).serialize(SID)).split(";")[0];
    for (const header of [null, "", "theme=dark", foreign, "__session=abc.def"]) {
      expect(await ours.parse(header)).toBeNull();
    }
    expect(() => createSessionCookie([])).toThrow();
  });

  test("a session the app starts is accepted by the sidecar's verification, by construction", async () => {
    const { user, cookie } = await signedInUser();
    const sid = verifySessionCookie(cookie, process.env.SESSION_SECRET!.split(","));
    const [row] = await db().query<{ user_id: number }>("SELECT user_id FROM sessions WHERE sid = $1", {
      bind: [sid],
      type: QueryTypes.SELECT,
    });
    expect(row.user_id).toBe(user.id);
  });

  test("Secure when the page was served over https (directly or behind a proxy)", async () => {
    const session = await getSession(getRequest("/"));
    session.set("guest", true);
    const plain = await commitSession(getRequest("/"), session);
    expect(plain).toMatch(/^__session=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
    const proxied = getRequest("/");
    proxied.headers.set("X-Forwarded-Proto", "https");
    expect(await commitSession(proxied, session)).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
  });
});
