import { beforeEach, describe, expect, test } from "vitest";
import { saveSettings } from "~/platform/settings.server.ts";
import { MAX_TEXT_CHARS } from "~/platform/document-kinds.ts";
import { getConsultation, saveConsultation } from "~/features/consultations/consultations.server.ts";
import { OPENAI_TEST_KEY, openaiChatHandlers, type ChatRequest } from "../../tests/mocks/openai.ts";
import { mockProviders } from "../../tests/mocks/server.ts";
import { args, formRequest, jsonRequest, settle } from "../../tests/setup/requests.ts";
import { resetDatabase } from "../../tests/setup/reset.ts";
import { signedInUser } from "../../tests/setup/users.ts";
import { action as screenAction } from "./_index.tsx";
import { action as processApi } from "./api.process.$kind.ts";
import { action as download } from "./download.$field.ts";

/**
 * The dictation screen without JavaScript (issue 23): every post saves the consultation with its documents checked
 * again; review, restore, the question before replacing an edit, the transcript as the dictation, one-tap prompts
 * and the thread; and the document path is the JSON API's own (one input builder, one empty-input check, one
 * limit on text).
 */

const sent: ChatRequest[] = [];
mockProviders(
  ...openaiChatHandlers({
    sent,
    // A letter with one dose the dictation never gave, an exact dictation in other words.
    reply: (request) => {
      const system = request.messages[0].content;
      if (system.includes("Add punctuation")) return "Summary: seen today, plan agreed.";
      if (system.includes("Write a referral letter"))
        return "Thank you for seeing him. Amoxicillin 250 mg three times a day.";
      if (system.includes("Write a consultation note")) return "Cough for three days. Plan amoxicillin 500 mg.";
      if (system.includes("Write a summary for the patient"))
        return "Why you came:\nYou have had a cough for three days.\nWhat to do:\nTake amoxicillin 500 mg TDS.";
      return `Answer to: ${/Question: ([\s\S]*)$/.exec(request.messages[1].content)?.[1] ?? ""}`;
    },
  }),
);

const TRANSCRIPT = "cough for three days chest clear plan amoxicillin 500 mg three times a day";

beforeEach(async () => {
  sent.length = 0;
  await resetDatabase();
  await saveSettings({ openaiApiKey: OPENAI_TEST_KEY, maxTranscriptionLength: 5000 }, null);
});

type Reply = {
  tab: string;
  consultationId: string | null;
  revision: number | null;
  record: Awaited<ReturnType<typeof getConsultation>> extends infer O
    ? O extends { record: infer R }
      ? R
      : never
    : never;
  error?: { code: string; title?: string; message: string; field?: string; reason?: string };
  confirm?: { kind: string; field: string };
  footers: Record<string, string>;
};

async function post(cookie: string, fields: Record<string, string>): Promise<{ status: number; body: Reply }> {
  const response = await settle(() => screenAction(args(formRequest("/?index", fields, { cookie }))));
  return { status: response.status, body: (await response.json()) as Reply };
}

/** The fields the page posts: what it shows, and which revision of which consultation. */
const page = (body: Reply, changes: Record<string, string> = {}) => ({
  transcript: body.record.transcript,
  consultationNote: body.record.consultationNote,
  referralLetter: body.record.referralLetter,
  exactDictation: body.record.exactDictation,
  patientSummary: body.record.patientSummary,
  question: body.record.question,
  response: body.record.response,
  consultationId: body.consultationId ?? "",
  revision: String(body.revision ?? ""),
  tab: body.tab,
  ...changes,
});

describe("the dictation screen without JavaScript", () => {
  test("a letter is flagged; a fix, a typed detail and a tick are all checked again on the next post, and saved", async () => {
    const { cookie, user } = await signedInUser();
    const first = await post(cookie, { transcript: TRANSCRIPT, intent: "referral", tab: "transcription" });
    expect(first.status).toBe(200);
    expect(first.body.tab).toBe("referral");
    expect(first.body.record.notes.referralLetter?.flags?.map((f) => f.text)).toEqual(["250 mg"]);
    expect(first.body.record.notes.referralLetter?.draft?.model).toBe("gpt-4o-mini");

    // The detail is typed into the letter's body: what Notewell wrote round it (the signature) is not checked.
    const letter = first.body.record.referralLetter
      .replace("250 mg", "500 mg")
      .replace("\n\nYours sincerely,", " BP 150/95.\n\nYours sincerely,");
    const second = await post(cookie, page(first.body, { referralLetter: letter, intent: "tab:referral" }));
    expect(second.body.record.notes.referralLetter?.flags?.map((f) => f.text)).toEqual(["150/95"]);
    const ticked = await post(cookie, page(second.body, { "checked.referralLetter": "0", intent: "tab:referral" }));
    expect(ticked.body.record.notes.referralLetter?.flags?.[0].checked).toBe(true);
    const stored = await getConsultation(user.id, ticked.body.consultationId!);
    expect(stored?.record.notes.referralLetter?.flags?.[0]).toMatchObject({ text: "150/95", checked: true });
  });

  test("a patient summary is written by a post into its tab, its shorthand listed to check, checked again when written out, and saved", async () => {
    const { cookie, user } = await signedInUser();
    const first = await post(cookie, { transcript: TRANSCRIPT, intent: "patient", tab: "transcription" });
    expect(first.status).toBe(200);
    expect(first.body.tab).toBe("patient");
    expect(first.body.record.patientSummary).toMatch(/^Why you came:\n/);
    expect(first.body.record.notes.patientSummary?.flags?.map((f) => [f.text, f.kind])).toEqual([
      ["TDS", "abbreviation"],
    ]);
    expect(first.body.record.versions.patientSummary?.map((v) => v.kind)).toEqual(["generated"]);

    const plain = first.body.record.patientSummary.replace("TDS", "three times a day");
    const second = await post(cookie, page(first.body, { patientSummary: plain, intent: "tab:patient" }));
    expect(second.body.record.notes.patientSummary?.flags).toBeUndefined();
    const stored = await getConsultation(user.id, second.body.consultationId!);
    expect(stored?.record.patientSummary).toBe(plain);
    expect(stored?.record.notes.patientSummary?.draft?.model).toBe("gpt-4o-mini");
  });

  test("generating over an edited document asks first; the edit is kept as a version and can be restored; review records who and how much changed", async () => {
    const { cookie, user } = await signedInUser();
    const first = await post(cookie, { transcript: TRANSCRIPT, intent: "consultation", tab: "transcription" });
    const generated = first.body.record.consultationNote;
    const edited = `${generated} Seen with his wife.`;
    const asked = await post(cookie, page(first.body, { consultationNote: edited, intent: "consultation" }));
    expect(asked.body.confirm).toEqual({ kind: "regenerate", field: "consultationNote" });
    expect(asked.body.record.consultationNote).toBe(edited);
    expect(sent).toHaveLength(1);

    const reviewed = await post(cookie, page(asked.body, { intent: "review:consultationNote" }));
    expect(reviewed.body.record.notes.consultationNote?.review).toMatchObject({
      by: `${user.firstName} ${user.lastName}`,
      changedShare: expect.closeTo(1 / 3, 5),
    });

    const again = await post(cookie, page(reviewed.body, { intent: "regenerate:consultation" }));
    expect(again.body.record.consultationNote).toBe(generated);
    expect(again.body.record.notes.consultationNote?.review).toBeUndefined();
    const versions = again.body.record.versions.consultationNote!;
    // The edit was kept when it was reviewed, so the new draft had nothing more to keep.
    expect(versions.map((v) => v.kind)).toEqual(["generated", "reviewed", "generated"]);
    const kept = versions.find((v) => v.kind === "reviewed")!;
    expect(kept.text).toBe(edited);

    const restored = await post(cookie, page(again.body, { intent: `restore:consultationNote:${kept.id}` }));
    expect(restored.body.record.consultationNote).toBe(edited);
    expect((await getConsultation(user.id, restored.body.consultationId!))?.record.consultationNote).toBe(edited);
  });

  test("a refused Exact Dictation is said once in its tab with the way forward; the transcript is then used, tidied", async () => {
    const { cookie } = await signedInUser();
    const refused = await post(cookie, { transcript: TRANSCRIPT, intent: "exact", tab: "transcription" });
    expect(refused.status).toBe(422);
    expect(refused.body.tab).toBe("exact");
    expect(refused.body.error).toMatchObject({
      code: "unprocessable",
      title: "Your words could not be kept",
      field: "exactDictation",
      reason: "words-changed",
    });
    const used = await post(cookie, page(refused.body, { intent: "use-transcript" }));
    expect(used.body.record.exactDictation).toBe(
      "Cough for three days chest clear plan amoxicillin 500 mg three times a day.",
    );
    expect(used.body.record.notes.exactDictation?.receipt?.status).toBe("transcript");
  });

  test("questions and one-tap prompts make a thread, in order; an empty question is answered beside the box", async () => {
    const { cookie } = await signedInUser();
    const empty = await post(cookie, {
      transcript: TRANSCRIPT,
      question: "  ",
      intent: "question",
      tab: "transcription",
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({
      title: "No question entered",
      message: "Please enter a question",
      field: "question",
    });
    expect(sent).toHaveLength(0);
    const prompted = await post(cookie, page(empty.body, { intent: "prompt:coding" }));
    const asked = await post(cookie, page(prompted.body, { question: "Any red flags?", intent: "question" }));
    expect(asked.body.record.questions.map((q) => q.question)).toEqual([
      "Suggest SNOMED CT codes for this consultation.",
      "Any red flags?",
    ]);
    expect(asked.body.record.response).toBe("Answer to: Any red flags?");
    expect(asked.body.record.question).toBe("");
  });

  test("a label given on the consultation's page is kept by the screen's posts; the practice's footer comes with the page for downloads", async () => {
    const { cookie, user } = await signedInUser();
    await saveSettings({ provenanceFooter: true }, null);
    const opened = await post(cookie, { transcript: TRANSCRIPT, intent: "tab:transcription", tab: "transcription" });
    await saveConsultation(user.id, opened.body.consultationId, { label: "Mr Okafor" });
    const first = await post(cookie, page(opened.body, { intent: "referral", revision: "" }));
    expect(first.body.record.label).toBe("Mr Okafor");
    expect(first.body.footers.referralLetter).toMatch(
      /^Drafted with AI from dictation on .+ \(gpt-4o-mini\); not yet reviewed$/,
    );
    const file = await settle(() =>
      download({
        request: formRequest(
          "/download/referralLetter",
          {
            referralLetter: "Dear colleague,\n",
            "footer.referralLetter": first.body.footers.referralLetter,
          },
          { cookie },
        ),
        params: { field: "referralLetter" },
        context: {},
      }),
    );
    expect(await file.text()).toBe(`Dear colleague,\r\n\r\n${first.body.footers.referralLetter}`);
  });
});

describe("one way to ask for a document (item 9)", () => {
  test("the page and the JSON API refuse the same inputs with the same words, and take nothing from the allowance for them", async () => {
    const { cookie } = await signedInUser();
    const viaApi = async (body: unknown) => {
      const response = await settle(() =>
        processApi({
          request: jsonRequest("/api/process/consultation", body, { cookie }),
          params: { kind: "consultation" },
          context: {},
        }),
      );
      return { status: response.status, error: ((await response.json()) as { error: string }).error };
    };
    const empty = await viaApi({ text: "   " });
    const emptyForm = await post(cookie, { transcript: "   ", intent: "consultation", tab: "transcription" });
    expect(empty).toEqual({ status: 400, error: "Please record some audio first" });
    expect(emptyForm.status).toBe(400);
    expect(emptyForm.body.error).toMatchObject({
      title: "No content to process",
      message: empty.error,
      field: "transcript",
    });

    const long = "a ".repeat(MAX_TEXT_CHARS);
    const tooLong = await viaApi({ text: long });
    expect(tooLong.status).toBe(400);
    expect(tooLong.error).toBe("text: text is too long");
    // The page cuts a field at the same limit, so a long transcript comes to the same word-count refusal.
    const viaForm = await post(cookie, {
      transcript: long.slice(0, MAX_TEXT_CHARS),
      intent: "consultation",
      tab: "transcription",
    });
    expect(viaForm.status).toBe(413);
    expect(sent).toHaveLength(0);
  });
});
