import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { QueryTypes } from "sequelize";
import { saveSettings } from "~/platform/settings.server.ts";
import { updatePreferences } from "~/features/accounts/preferences.server.ts";
import { db } from "~/platform/db.server.ts";
import { decrypt } from "~/platform/crypto.server.ts";
import { startGuestSession } from "~/platform/guards.server.ts";
import { getRequest, jsonRequest, settle } from "../../tests/setup/requests.ts";
import { signedInUser } from "../../tests/setup/users.ts";
import { OPENAI_BASE, OPENAI_TEST_KEY, openaiChatHandlers, type ChatRequest } from "../../tests/mocks/openai.ts";
import { action as processApi } from "~/routes/api.process.$kind.ts";
import { GUEST_LIMITS } from "~/platform/guest-allowance.server.ts";
import { MODEL_ERRORS } from "~/platform/language-model.server.ts";
import { DOCUMENT_DEADLINE_SECONDS } from "../../contract/stop-grace.ts";
import { DETAIL_LEVELS, NOTE_FORMATS } from "~/features/documents/prompts.ts";
import { resetDatabase } from "../../tests/setup/reset.ts";
import { mockProviders } from "../../tests/mocks/server.ts";

const sent: ChatRequest[] = [];
const server = mockProviders(...openaiChatHandlers({ sent }));

const TRANSCRIPT = "patient reports a dry cough for three days no fever plan amoxicillin 500 mg three times a day";

beforeEach(async () => {
  sent.length = 0;
  await resetDatabase();
  await saveSettings({ openaiApiKey: OPENAI_TEST_KEY, maxTranscriptionLength: 5000, enableGuestAccess: false }, null);
});

/** A guest session as "Continue as guest" starts it; returns the Cookie header. */
async function guestCookie(): Promise<string> {
  return (await startGuestSession(getRequest("/auth"))).split(";")[0];
}

const call = (kind: string, body: unknown, cookie?: string, accept?: string) => {
  const request = jsonRequest(`/api/process/${kind}`, body, { cookie });
  if (accept) request.headers.set("Accept", accept);
  return settle(() => processApi({ request, params: { kind }, context: {} }));
};

describe("POST /api/process/*", () => {
  test("a user's paid calls are rate limited: over the allowance, 429 with Retry-After and no call to the model", async () => {
    const { user, cookie } = await signedInUser();
    await db().query(
      "INSERT INTO rate_limits (key, points, expire) VALUES ($1, $2, (extract(epoch FROM now()) * 1000 + 300000)::bigint)",
      {
        bind: [`documents_user_10min:${user.id}`, 20],
      },
    );
    const response = await call("exact", { text: TRANSCRIPT }, cookie);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(200);
    expect((await response.json()).error).toMatch(
      /^You have asked for many documents in a short time\. Please wait 5 minutes/,
    );
    expect(sent).toHaveLength(0);
  });

  test.each(["constructor", "__proto__", "toString", "hasOwnProperty", "nope"])(
    "/api/process/%s is an unknown document type (404), not a 500",
    async (kind) => {
      const { cookie } = await signedInUser();
      const response = await call(kind, { text: "x" }, cookie);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Unknown document type" });
    },
  );

  test("every one of the 12 note variants sends its own instructions, from the user's saved preferences", async () => {
    const { user, cookie } = await signedInUser();
    for (const format of NOTE_FORMATS) {
      for (const level of DETAIL_LEVELS) {
        await updatePreferences(user.id, { consultationFormat: format, consultationConciseness: level });
        const response = await call("consultation", { text: TRANSCRIPT }, cookie);
        expect(response.status, `${format}/${level}`).toBe(200);
        const system = sent.at(-1)!.messages[0].content;
        expect(system).toContain(
          {
            narrative: "Format: Narrative.",
            soap: "Format: SOAP.",
            sbar: "Format: SBAR.",
            structured: "Format: Structured GP note.",
          }[format],
        );
        expect(system).toContain({ "very-concise": "Very Concise", normal: "Normal", extended: "Extended" }[level]);
      }
    }
    expect(new Set(sent.map((r) => r.messages[0].content)).size).toBe(12);
  });

  test("the NHS number goes on the letter and the note, and never to the model in any form (decision 063)", async () => {
    const { cookie } = await signedInUser();
    const spoken = `${TRANSCRIPT} NHS number 943-476-5919, also written 9434765919 and 943 476 5919.`;
    const letter = await (
      await call("referral-letter", { transcript: spoken, nhsNumber: "943 476 5919" }, cookie)
    ).json();
    expect(letter.processedText).toContain("\nNHS number: 943 476 5919\n");
    const note = await (await call("consultation", { text: TRANSCRIPT, nhsNumber: "9434765919" }, cookie)).json();
    expect(note.processedText).toMatch(/^NHS number: 943 476 5919\n\n/);
    const question = await call(
      "question",
      {
        question: "What is 943 476 5919?",
        nhsNumber: "9434765919",
        allContent: { referralLetter: letter.processedText },
      },
      cookie,
    );
    expect(question.status).toBe(200);
    const outgoing = JSON.stringify(sent.slice(-3));
    expect(outgoing.replace(/\D/g, "")).not.toContain("9434765919");
    expect(outgoing).toContain("[NHS number removed]");
    // A number whose check digit is wrong is refused from the headers, and nothing else is lost.
    const wrong = await (await call("consultation", { text: TRANSCRIPT, nhsNumber: "9434765918" }, cookie)).json();
    expect(wrong.processedText).not.toContain("NHS number");
  });

  test("each endpoint answers {processedText}; the letter and exact dictation use their own instructions", async () => {
    const { cookie } = await signedInUser();
    const letter = await (await call("referral-letter", { transcript: TRANSCRIPT }, cookie)).json();
    // Notewell's salutation comes before the model's first line (decision 064).
    expect(letter.processedText).toMatch(/\nDear Colleague,\n\nThank you for seeing this patient\./);
    expect(sent.at(-1)!.messages[0].content).toContain("Write a referral letter");
    const exact = await (await call("exact", { text: TRANSCRIPT }, cookie)).json();
    expect(exact.processedText).toMatch(/^Patient reports a dry cough/);
    expect(exact.receipt).toEqual({ status: "verified", message: "Verified: every word matches your dictation" });
    expect(sent.at(-1)!.temperature).toBe(0);
    const answer = await (
      await call(
        "question",
        { question: "What follow-up?", allContent: { transcript: TRANSCRIPT, consultationNote: "S: cough" } },
        cookie,
      )
    ).json();
    expect(answer.processedText).toContain("What follow-up?");
    expect(sent.at(-1)!.messages[1].content).toContain("Consultation note:\n<<<\nS: cough\n>>>");
  });

  test("a patient summary: its own instructions, {text} in, stored as one, counted, and checked for shorthand", async () => {
    server.use(
      ...openaiChatHandlers({
        sent,
        reply: () => "Why you came:\nYou have had a dry cough for 3 days.\nWhat to do:\nTake amoxicillin 250 mg TDS.",
      }),
    );
    const { user, cookie } = await signedInUser();
    const response = await call("patient-summary", { text: TRANSCRIPT }, cookie);
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result.processedText).toMatch(/^Why you came:/);
    expect(result.flags.map((f: { text: string; kind: string }) => [f.text, f.kind])).toEqual([
      ["250 mg", "dose"],
      ["TDS", "abbreviation"],
    ]);
    expect(result.draft.model).toBe("gpt-4o-mini");
    expect(sent.at(-1)!.messages[0].content).toContain("Write a summary for the patient");
    const stored = await db().query<{ processing_type: string }>(
      "SELECT processing_type FROM transcripts WHERE user_id = $1",
      { bind: [user.id], type: QueryTypes.SELECT },
    );
    expect(stored).toEqual([{ processing_type: "patient-summary" }]);
    const counted = await db().query<{ kind: string }>("SELECT kind FROM generated_documents WHERE user_id = $1", {
      bind: [user.id],
      type: QueryTypes.SELECT,
    });
    expect(counted).toEqual([{ kind: "patient" }]);
    // Its payload is {text}, like the note's: a letter's field is refused beside the field it lacks.
    const wrong = await call("patient-summary", { transcript: TRANSCRIPT }, cookie);
    expect(wrong.status).toBe(400);
  });

  test("exact dictation with a changed word is repaired, never passed as exact", async () => {
    server.use(
      ...openaiChatHandlers({
        sent,
        reply: () => "Patient reports a wet cough for three days. No fever. Plan amoxicillin 500 mg three times a day.",
      }),
    );
    const { cookie } = await signedInUser();
    const result = await (await call("exact", { text: TRANSCRIPT }, cookie)).json();
    expect(result.receipt.status).toBe("repaired");
    expect(result.processedText).toContain("dry cough");
    expect(result.processedText).not.toContain("wet");
  });

  test("invented details in a note are flagged; supported ones are not", async () => {
    server.use(
      ...openaiChatHandlers({ sent, reply: () => "Dry cough for 3 days. Amoxicillin 250 mg TDS. Review in 2 weeks." }),
    );
    const { cookie } = await signedInUser();
    const result = await (await call("consultation", { text: TRANSCRIPT }, cookie)).json();
    expect(result.flags.map((f: { text: string }) => f.text)).toEqual(["250 mg", "2 weeks"]);
  });

  test("a note's date in a year the dictation did not say is read from the day it is written", async () => {
    const year = new Date().getFullYear();
    server.use(...openaiChatHandlers({ sent, reply: () => `Review 5/1/${year}, bloods 5/1/${year - 5}.` }));
    const { cookie } = await signedInUser();
    const result = await (
      await call("consultation", { text: "review and bloods on the fifth of january" }, cookie)
    ).json();
    expect(result.flags.map((f: { text: string }) => f.text)).toEqual([`5/1/${year - 5}`]);
  });

  test("the flags say why; the user's key terms are checked as names (decision 034)", async () => {
    server.use(
      ...openaiChatHandlers({
        sent,
        reply: () => "Dry cough for 3 days. Amoxicillin 500 mg twice daily. Zaplorin 5 mg once daily.",
      }),
    );
    const { user, cookie } = await signedInUser();
    await updatePreferences(user.id, { keyTerms: ["Zaplorin"] });
    const result = await (await call("consultation", { text: TRANSCRIPT }, cookie)).json();
    expect(
      result.flags.map((f: { text: string; kind: string; explanation: string }) => [f.text, f.kind, f.explanation]),
    ).toEqual([
      ["twice daily", "frequency", "Amoxicillin twice daily not in the dictation (said: three times a day)"],
      ["Zaplorin", "medicine", "Zaplorin (one of your key terms) is not in the dictation"],
    ]);
  });

  test("a signed-in user's work is stored encrypted (content and document), with its processing type", async () => {
    const { user, cookie } = await signedInUser();
    const { processedText } = await (await call("consultation", { text: TRANSCRIPT }, cookie)).json();
    const rows = await db().query<{ content: string; processed_content: string; processing_type: string }>(
      "SELECT content, processed_content, processing_type FROM transcripts WHERE user_id = $1",
      { bind: [user.id], type: QueryTypes.SELECT },
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].processing_type).toBe("consultation-note");
    expect(rows[0].content).not.toContain("cough");
    expect(rows[0].content).toMatch(/^v1:/);
    expect(decrypt(rows[0].content)).toBe(TRANSCRIPT);
    expect(decrypt(rows[0].processed_content)).toBe(processedText);
  });

  test("guest sessions (while the practice allows guests) are served, and nothing is stored", async () => {
    await saveSettings({ enableGuestAccess: true }, null);
    const response = await call("consultation", { text: TRANSCRIPT }, await guestCookie());
    expect(response.status).toBe(200);
    expect((await response.json()).processedText).toBeTruthy();
    const [{ count }] = await db().query<{ count: string }>("SELECT count(*) FROM transcripts", {
      type: QueryTypes.SELECT,
    });
    expect(Number(count)).toBe(0);
  });

  test("nobody without a session gets 401, with guest access on or off", async () => {
    expect((await call("consultation", { text: TRANSCRIPT })).status).toBe(401);
    await saveSettings({ enableGuestAccess: true }, null);
    expect((await call("consultation", { text: TRANSCRIPT })).status).toBe(401);
    expect(sent).toHaveLength(0);
  });

  test("with guest access off, a guest session gets 401 (turning it off ends guests' access at once)", async () => {
    await saveSettings({ enableGuestAccess: true }, null);
    const cookie = await guestCookie();
    expect((await call("exact", { text: TRANSCRIPT }, cookie)).status).toBe(200);
    await saveSettings({ enableGuestAccess: false }, null);
    const refused = await call("exact", { text: TRANSCRIPT }, cookie);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: "Authentication required" });
  });

  test(`guests get ${GUEST_LIMITS.document.points} documents an hour per address, then 429 with Retry-After; users are not limited`, async () => {
    await saveSettings({ enableGuestAccess: true }, null);
    const cookie = await guestCookie();
    for (let i = 0; i < GUEST_LIMITS.document.points; i++) {
      expect((await call("question", { question: "Anything?" }, cookie)).status).toBe(200);
    }
    const limited = await call("question", { question: "Anything?" }, cookie);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await limited.json()).error).toMatch(
      /^Guests on your network have used this hour's 30 documents\. Please wait \d+ minutes? and try again, or sign in\.$/,
    );
    expect(sent).toHaveLength(GUEST_LIMITS.document.points);
    const { cookie: userCookie } = await signedInUser();
    expect((await call("question", { question: "Anything?" }, userCookie)).status).toBe(200);
  });

  test.each([
    ["consultation", { text: "   " }, 400, "Please record some audio first"],
    ["question", { question: " ", allContent: {} }, 400, "Please enter a question"],
    ["consultation", {}, 400, "text: text must be text"],
    ["referral-letter", { text: TRANSCRIPT }, 400, "transcript: transcript must be text"],
    ["question", { question: 42 }, 400, "question: question must be text"],
    ["nonsense", { text: "x" }, 404, "Unknown document type"],
  ])("%s %j → %i with a readable error", async (kind, body, status, error) => {
    const { cookie } = await signedInUser();
    const response = await call(kind, body, cookie);
    expect(response.status).toBe(status);
    expect((await response.json()).error).toBe(error);
    expect(sent).toHaveLength(0);
  });

  test("text over the practice's word limit is refused before the model is asked", async () => {
    await saveSettings({ maxTranscriptionLength: 100 }, null);
    const { cookie } = await signedInUser();
    const response = await call("consultation", { text: "word ".repeat(101) }, cookie);
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatch(/101 words long; your practice's limit is 100 words/);
    expect(sent).toHaveLength(0);
  });

  test("provider failures become messages a clinician understands (one retry on 5xx)", async () => {
    const { cookie } = await signedInUser();
    server.use(...openaiChatHandlers({ sent, status: 503 }));
    const outage = await call("consultation", { text: TRANSCRIPT }, cookie);
    expect(outage.status).toBe(503);
    expect((await outage.json()).error).toBe(MODEL_ERRORS.unavailable);
    expect(sent).toHaveLength(2);
    server.use(...openaiChatHandlers({ sent, apiKey: "another-key" }));
    expect((await (await call("consultation", { text: TRANSCRIPT }, cookie)).json()).error).toBe(
      MODEL_ERRORS.credentials,
    );
    await saveSettings({ openaiApiKey: "" }, null);
    expect((await (await call("consultation", { text: TRANSCRIPT }, cookie)).json()).error).toBe(
      MODEL_ERRORS.notConfigured,
    );
  });

  test("with Accept: text/event-stream the document streams as deltas, then one done event", async () => {
    const { cookie } = await signedInUser();
    const response = await call("referral-letter", { transcript: TRANSCRIPT }, cookie, "text/event-stream");
    expect(response.headers.get("Content-Type")).toContain("text/event-stream");
    expect(response.headers.get("Cache-Control")).toContain("no-transform");
    const events = (await response.text())
      .trim()
      .split("\n\n")
      .map((block) => block.split("\n")[0]);
    expect(events.filter((e) => e === "event: delta").length).toBeGreaterThan(3);
    expect(events.at(-1)).toBe("event: done");
  });

  test("a streamed failure is one error event, not a broken stream", async () => {
    server.use(...openaiChatHandlers({ sent, status: 500 }));
    const { cookie } = await signedInUser();
    const text = await (await call("exact", { text: TRANSCRIPT }, cookie, "text/event-stream")).text();
    expect(text).toBe(
      `event: error\ndata: ${JSON.stringify({ status: 503, title: "Processing failed", error: MODEL_ERRORS.unavailable, code: "unavailable" })}\n\n`,
    );
  });

  describe("a model that starts a document and then stalls", () => {
    /**
     * Answers with the first words of a stream, then nothing more (the SDK's own timer stops at the headers).
     * Aborting the request ends the body, as a real connection does (msw leaves a mocked body open).
     */
    const stalling = () => {
      const started = { count: 0 };
      server.use(
        http.post(`${OPENAI_BASE}/chat/completions`, ({ request }) => {
          started.count++;
          const chunk = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: "Patient reports " } }] })}\n\n`;
          const body = new ReadableStream<Uint8Array>({
            start: (controller) => {
              controller.enqueue(new TextEncoder().encode(chunk));
              request.signal.addEventListener("abort", () => controller.error(request.signal.reason));
            },
          });
          return new HttpResponse(body, { headers: { "Content-Type": "text/event-stream" } });
        }),
      );
      return started;
    };

    afterEach(() => {
      vi.useRealTimers();
    });

    test(`is ended by the document's deadline (${DOCUMENT_DEADLINE_SECONDS} s): 'Processing failed' with a message, and nothing half-written is kept`, async () => {
      const { user, cookie } = await signedInUser();
      const started = stalling();
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const streamed = call("consultation", { text: TRANSCRIPT }, cookie, "text/event-stream").then((r) => r.text());
      const answered = call("consultation", { text: TRANSCRIPT }, cookie);
      await vi.waitFor(() => expect(started.count).toBe(2));
      await vi.advanceTimersByTimeAsync(DOCUMENT_DEADLINE_SECONDS * 1000);
      vi.useRealTimers();

      const events = (await streamed).trim().split("\n\n");
      expect(events[0]).toBe(`event: delta\ndata: ${JSON.stringify({ text: "Patient reports " })}`);
      expect(events.at(-1)).toBe(
        `event: error\ndata: ${JSON.stringify({ status: 503, title: "Processing failed", error: MODEL_ERRORS.tooSlow, code: "unavailable" })}`,
      );
      const response = await answered;
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: MODEL_ERRORS.tooSlow });
      const [{ count }] = await db().query<{ count: string }>("SELECT count(*) FROM transcripts WHERE user_id = $1", {
        bind: [user.id],
        type: QueryTypes.SELECT,
      });
      expect(Number(count)).toBe(0);
    });
  });
});
