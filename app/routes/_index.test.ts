import { installGlobals } from "@remix-run/node";
import { createRequestHandler, type ServerBuild } from "@remix-run/server-runtime";
import { QueryTypes } from "sequelize";
import { beforeEach, expect, test, vi } from "vitest";
import * as root from "~/root.tsx";
import { db } from "~/platform/db.server.ts";
import { signedInUser } from "../../tests/setup/users.ts";
import { resetDatabase } from "../../tests/setup/reset.ts";
import remixConfig from "../../remix.config.js";
import * as index from "./_index.tsx";

// As remix-serve does: Remix's own fetch classes unless single fetch is on (decision 030 relies on how Remix hands
// each loader its copy of the request).
installGlobals({
  nativeFetch: Boolean((remixConfig as { future?: { v3_singleFetch?: boolean } }).future?.v3_singleFetch),
});

beforeEach(resetDatabase);

/** The real root and dictation-screen route modules in Remix's own request handler; the page is not rendered. */
const handle = createRequestHandler({
  mode: "production",
  entry: { module: { default: (_request: Request, status: number) => new Response("page", { status }) } },
  routes: {
    root: { id: "root", path: "", module: root },
    "routes/_index": { id: "routes/_index", parentId: "root", index: true, module: index },
  },
  assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "test" },
  publicPath: "/build/",
  assetsBuildDirectory: "public/build",
  future: {},
  isSpaMode: false,
} as unknown as ServerBuild);

test("a signed-in view of the dictation screen reads the session once and writes nothing", async () => {
  const { cookie } = await signedInUser();
  const [before] = await db().query<{ version: string }>("SELECT xmin::text AS version FROM sessions", {
    type: QueryTypes.SELECT,
  });
  const query = vi.spyOn(db(), "query");
  try {
    const response = await handle(new Request("http://notewell.test/", { headers: { Cookie: cookie } }));
    expect(response.status).toBe(200);
    // The root loader (the sidebar's user) and the page's loader (the clinician's preferences) share one lookup,
    // which brings the user's row along.
    const statements = query.mock.calls.map(([sql]) => String(sql));
    expect(statements.filter((sql) => /\bsessions\b/.test(sql))).toHaveLength(1);
    expect(statements.filter((sql) => sql.includes('FROM "users" AS "User"'))).toEqual([]);
  } finally {
    query.mockRestore();
  }
  const [after] = await db().query<{ version: string }>("SELECT xmin::text AS version FROM sessions", {
    type: QueryTypes.SELECT,
  });
  expect(after.version).toBe(before.version);
});

test("twenty signed-in views in a row write the session not once (issue 27: no session write per view)", async () => {
  const { cookie } = await signedInUser();
  const version = async () =>
    (
      await db().query<{ version: string }>("SELECT xmin::text AS version FROM sessions", { type: QueryTypes.SELECT })
    )[0].version;
  const before = await version();
  for (let view = 0; view < 20; view++) {
    const response = await handle(new Request("http://notewell.test/", { headers: { Cookie: cookie } }));
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  }
  // The row's version (xmin) changes with any write to it: the lookup slides the expiry only when it is due.
  expect(await version()).toBe(before);
});

test("each page view looks the session up afresh: a session ended in between is refused at once", async () => {
  const { cookie } = await signedInUser();
  const view = () => handle(new Request("http://notewell.test/", { headers: { Cookie: cookie } }));
  expect((await view()).status).toBe(200);
  await db().query("DELETE FROM sessions");
  const refused = await view();
  expect(refused.status).toBe(302);
  expect(refused.headers.get("Location")).toBe("/auth?expired=1");
});
