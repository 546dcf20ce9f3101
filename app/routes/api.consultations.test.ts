import type { LoaderFunctionArgs } from "@remix-run/node";
import { beforeEach, describe, expect, test } from "vitest";
import { getConsultation } from "~/features/consultations/consultations.server.ts";
import { db } from "~/platform/db.server.ts";
import { getRequest, jsonRequest, settle } from "../../tests/setup/requests.ts";
import { signedInUser } from "../../tests/setup/users.ts";
import { action as itemAction, loader as itemLoader } from "./api.consultations.$id.ts";
import { action as currentAction, loader as currentLoader } from "./api.consultations.current.ts";
import { action as listAction, loader as listLoader } from "./api.consultations.ts";
import { resetDatabase } from "../../tests/setup/reset.ts";

beforeEach(resetDatabase);

type Handler = (args: LoaderFunctionArgs) => unknown;
const call = (run: Handler, request: Request, id = "") => settle(() => run({ request, params: { id }, context: {} }));

async function create(cookie: string, body: unknown): Promise<string> {
  const response = await call(listAction, jsonRequest("/api/consultations", body, { cookie }));
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe("/api/consultations", () => {
  test("create, change only what is sent, read back, list, start a new one, continue, delete", async () => {
    const { user, cookie } = await signedInUser();
    const id = await create(cookie, { transcript: "Chest pain on exertion.", referralLetter: "Dear cardiology" });
    const patched = await call(
      itemAction,
      jsonRequest(
        `/api/consultations/${id}`,
        { transcript: "Central chest pain on exertion." },
        { method: "PATCH", cookie },
      ),
      id,
    );
    expect(await patched.json()).toMatchObject({ id, revision: 2 });
    const read = await call(itemLoader, getRequest(`/api/consultations/${id}`, { cookie }), id);
    expect(read.headers.get("Cache-Control")).toBe("no-store");
    expect((await read.json()).record).toMatchObject({
      transcript: "Central chest pain on exertion.",
      referralLetter: "Dear cardiology",
    });
    const list = await (await call(listLoader, getRequest("/api/consultations?q=cardiology", { cookie }))).json();
    expect(list).toMatchObject({ total: 1, consultations: [{ id, documents: ["Referral letter"] }] });

    const fresh = await call(
      currentAction,
      jsonRequest("/api/consultations/current", { id: null }, { method: "PUT", cookie }),
    );
    expect(fresh.status).toBe(200);
    expect(await (await call(currentLoader, getRequest("/api/consultations/current", { cookie }))).json()).toBeNull();
    await call(currentAction, jsonRequest("/api/consultations/current", { id }, { method: "PUT", cookie }));
    expect((await (await call(currentLoader, getRequest("/api/consultations/current", { cookie }))).json()).id).toBe(
      id,
    );

    const deleted = await call(
      itemAction,
      jsonRequest(`/api/consultations/${id}`, undefined, { method: "DELETE", cookie }),
      id,
    );
    expect(deleted.status).toBe(200);
    expect(await getConsultation(user.id, id)).toBeNull();
  });

  test("an empty new consultation is not stored", async () => {
    const { cookie } = await signedInUser();
    const response = await call(listAction, jsonRequest("/api/consultations", { transcript: "" }, { cookie }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: null });
  });

  test("another user's consultation is not found, whatever the method; nothing changes", async () => {
    const { user: owner, cookie: ownerCookie } = await signedInUser();
    const id = await create(ownerCookie, { transcript: "Owner only." });
    const { cookie } = await signedInUser({ role: "admin" });
    for (const [run, request] of [
      [itemLoader, getRequest(`/api/consultations/${id}`, { cookie })],
      [itemAction, jsonRequest(`/api/consultations/${id}`, { transcript: "" }, { method: "PATCH", cookie })],
      [itemAction, jsonRequest(`/api/consultations/${id}`, undefined, { method: "DELETE", cookie })],
      [currentAction, jsonRequest("/api/consultations/current", { id }, { method: "PUT", cookie })],
    ] as [Handler, Request][]) {
      const response = await call(run, request, id);
      expect(response.status).toBe(404);
      expect((await response.json()).error).toBe("This consultation does not exist or has been deleted.");
    }
    expect((await getConsultation(owner.id, id))?.record.transcript).toBe("Owner only.");
  });

  test.each([
    ["a number for text", { transcript: 5 }],
    ["an unknown field", { diagnosis: "x" }],
    ["a prototype key", JSON.parse('{"__proto__": {"polluted": true}}')],
    ["a bad receipt", { notes: { exactDictation: { receipt: { status: "forged", message: "" } } } }],
  ])("%s is a 400 with a message", async (_name, body) => {
    const { cookie } = await signedInUser();
    const response = await call(listAction, jsonRequest("/api/consultations", body, { cookie }));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual(expect.any(String));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test("broken JSON and a malformed id answer 400 and 404, never 500", async () => {
    const { cookie } = await signedInUser();
    expect((await call(listAction, jsonRequest("/api/consultations", null, { cookie, raw: "{oops" }))).status).toBe(
      400,
    );
    expect((await call(itemLoader, getRequest("/api/consultations/nope", { cookie }), "nope")).status).toBe(404);
    expect(
      (await call(itemAction, jsonRequest("/api/consultations/nope", {}, { method: "PATCH", cookie }), "nope")).status,
    ).toBe(404);
    expect(
      (await call(currentAction, jsonRequest("/api/consultations/current", { id: "nope" }, { method: "PUT", cookie })))
        .status,
    ).toBe(400);
  });

  test("signed out: 401; a session that ran out says so", async () => {
    const { cookie } = await signedInUser();
    const anonymous = await call(listLoader, getRequest("/api/consultations"));
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error).toBe("Authentication required");
    await db().query("UPDATE sessions SET expire = now() - interval '1 second'");
    const expired = await call(listAction, jsonRequest("/api/consultations", { transcript: "x" }, { cookie }));
    expect(expired.status).toBe(401);
    expect((await expired.json()).error).toBe("Your session has expired. Please sign in again.");
  });

  test("wrong methods are 405", async () => {
    const { cookie } = await signedInUser();
    expect((await call(listAction, jsonRequest("/api/consultations", {}, { method: "PUT", cookie }))).status).toBe(405);
    expect(
      (await call(currentAction, jsonRequest("/api/consultations/current", {}, { method: "POST", cookie }))).status,
    ).toBe(405);
  });
});
