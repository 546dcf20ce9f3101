import type { LoaderFunctionArgs } from "@remix-run/node";
import { beforeEach, describe, expect, test } from "vitest";
import { currentConsultation, getConsultation } from "~/features/consultations/consultations.server.ts";
import { db } from "~/platform/db.server.ts";
import { jsonRequest, settle } from "../../tests/setup/requests.ts";
import { signedInUser } from "../../tests/setup/users.ts";
import { action as consentAction } from "./api.consultations.consent.ts";
import { action as listAction } from "./api.consultations.ts";
import { resetDatabase } from "../../tests/setup/reset.ts";

beforeEach(resetDatabase);

type Handler = (args: LoaderFunctionArgs) => unknown;
const call = (run: Handler, request: Request) => settle(() => run({ request, params: {}, context: {} }));
const confirm = (cookie: string, body: unknown) =>
  call(consentAction, jsonRequest("/api/consultations/consent", body, { cookie }));

describe("POST /api/consultations/consent (decision 060)", () => {
  test("without a consultation: a new one is made, holds the answer and its time, and is the screen's current one", async () => {
    const { user, cookie } = await signedInUser();
    const before = Date.now();
    const response = await confirm(cookie, { id: null, consent: "patient" });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: string; consent: { kind: string; at: string } };
    expect(body.consent.kind).toBe("patient");
    expect(Date.parse(body.consent.at)).toBeGreaterThanOrEqual(before - 1_000);
    const current = await currentConsultation(user.id);
    expect(current).toMatchObject({ id: body.id, consent: body.consent });
    const [entry] = await db().query<{ action: string; details: { consent: string; consultationId: string } }>(
      "SELECT action, details FROM audit_log WHERE action = 'consultation.consent'",
      { type: "SELECT" as never },
    );
    expect(entry.details).toEqual({ consultationId: body.id, consent: "patient" });
  });

  test("on an existing consultation: recorded once — confirming again keeps the first answer and its time", async () => {
    const { user, cookie } = await signedInUser();
    const created = await call(listAction, jsonRequest("/api/consultations", { transcript: "Dictated." }, { cookie }));
    const { id } = (await created.json()) as { id: string };
    const first = (await (await confirm(cookie, { id, consent: "clinician" })).json()) as { consent: unknown };
    const again = (await (await confirm(cookie, { id, consent: "patient" })).json()) as { consent: unknown };
    expect(again.consent).toEqual(first.consent);
    expect((await getConsultation(user.id, id))?.consent).toMatchObject({ kind: "clinician" });
  });

  test("bad input is refused with a clear message, and nobody else's consultation is found", async () => {
    const { cookie } = await signedInUser();
    const other = await signedInUser({ email: "other@practice.nhs.uk" });
    const created = await call(
      listAction,
      jsonRequest("/api/consultations", { transcript: "Theirs." }, { cookie: other.cookie }),
    );
    const { id } = (await created.json()) as { id: string };
    const cases: Array<[unknown, number, string]> = [
      [{ id: null, consent: "yes" }, 400, "consent: consent must be patient or clinician"],
      [{ id: null }, 400, "consent: consent must be patient or clinician"],
      [{ id: "not-an-id", consent: "patient" }, 400, "id: id must be a consultation id or null"],
      [{ id: null, consent: "patient", extra: 1 }, 400, ""],
      [{ id, consent: "patient" }, 404, "This consultation does not exist or has been deleted."],
    ];
    for (const [body, status, error] of cases) {
      const response = await confirm(cookie, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      const said = ((await response.json()) as { error: string }).error;
      if (error) expect(said).toBe(error);
      else expect(said).toBeTruthy();
    }
  });

  test("signed out: refused, nothing recorded", async () => {
    const response = await confirm("", { id: null, consent: "patient" });
    expect(response.status).toBe(401);
  });
});
