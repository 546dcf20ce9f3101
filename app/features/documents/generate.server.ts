import {
  DOCUMENT_KINDS,
  PROCESSING_TYPES,
  WORDS_CHANGED,
  type DocumentResult,
  type GenerateIntent,
} from "~/platform/document-kinds.ts";
import { config } from "~/platform/config.server.ts";
import { getSettings } from "~/platform/settings.server.ts";
import type { PublicUser } from "~/platform/users.server.ts";
import { db, Transcript } from "~/platform/db.server.ts";
import { decrypt, encrypt } from "~/platform/crypto.server.ts";
import { refuse } from "~/platform/errors.ts";
import { audit } from "~/platform/audit.server.ts";
import { countWords } from "~/features/documents/words.ts";
import { describeCheck, verifyExactDictation, wordsOf } from "./exact-dictation.ts";
import {
  consultationMessages,
  exactMessages,
  patientSummaryMessages,
  questionMessages,
  referralMessages,
  templateMessages,
  NOTE_FORMATS,
  type DetailLevel,
  type Messages,
  type NoteFormat,
  type QuestionContext,
} from "./prompts.ts";
import { documentFlags } from "./plain-words.ts";
import { framed, maskFrame, type FrameDetails } from "./document-frame.ts";
import { validNhsNumber, withoutNhsNumbers } from "~/platform/nhs-number.ts";
import { streamChat } from "~/platform/language-model.server.ts";
import { templateFor } from "~/platform/note-templates.server.ts";
import { TEMPLATE_PREFIX } from "~/platform/note-styles.ts";

/**
 * What a document is made from. `nhsNumber` is the consultation's, as typed (empty: none): it goes on the headers
 * Notewell writes (when its check digit holds) and is taken out of everything sent to the model (decision 063).
 */
export type DocumentInput =
  | { kind: GenerateIntent; text: string; nhsNumber?: string; noteFormat?: string }
  | { kind: "question"; question: string; context: QuestionContext; nhsNumber?: string };

/**
 * The input as the language model may see it: every NHS number in it — the consultation's own in any spacing, and
 * any other whose check digit holds — replaced by a marker. What is checked, stored and answered is this too.
 */
function withoutPatientNumber(input: DocumentInput): DocumentInput {
  const own = input.nhsNumber ?? "";
  const clean = (text: string) => withoutNhsNumbers(text, own);
  if (input.kind !== "question") return { ...input, text: clean(input.text) };
  const context = Object.fromEntries(
    Object.entries(input.context).map(([key, value]) => [key, clean(value)]),
  ) as QuestionContext;
  return { ...input, question: clean(input.question), context };
}

type Options = {
  user: PublicUser | null;
  signal?: AbortSignal;
  /** The request that asked, for the audit log's "from where". */
  request?: Request;
};

function transcriptOf(input: DocumentInput): string {
  return input.kind === "question" ? input.context.transcript : input.text;
}

async function plan(
  input: DocumentInput,
  user: PublicUser | null,
): Promise<{ messages: Messages; temperature: number }> {
  // The input is checked for something to process where it is built (requests.server.ts: toDocumentInput).
  const settings = await getSettings();
  const words = countWords(transcriptOf(input));
  if (words > settings.maxTranscriptionLength) {
    refuse(
      "too-large",
      `This transcript is ${words.toLocaleString("en-GB")} words long; your practice's limit is ` +
        `${settings.maxTranscriptionLength.toLocaleString("en-GB")} words. Please shorten it or process it in parts.`,
    );
  }
  switch (input.kind) {
    case "consultation":
      return { messages: await noteMessages(input.text, input.noteFormat, user), temperature: 0.2 };
    case "referral":
      return { messages: referralMessages(input.text), temperature: 0.3 };
    case "exact":
      return { messages: exactMessages(input.text), temperature: 0 };
    case "patient":
      return { messages: patientSummaryMessages(input.text), temperature: 0.2 };
    case "question":
      return { messages: questionMessages(input.question, input.context), temperature: 0.3 };
  }
}

/** Said when the note's chosen template was deleted or is not the clinician's to use. */
const TEMPLATE_GONE = "That template is no longer available. Choose another format and generate the note again.";

/**
 * A consultation note's instruction: in the format chosen for this consultation — a built-in format, or a
 * practice or personal template (decision 065) — else in the clinician's preferred format; at their detail level.
 * A template goes through the same ground rules as a built-in format (prompts.ts: templateInstructions).
 */
async function noteMessages(text: string, chosen: string | undefined, user: PublicUser | null): Promise<Messages> {
  const level = (user?.consultationConciseness ?? "normal") as DetailLevel;
  if (chosen?.startsWith(TEMPLATE_PREFIX)) {
    const template = await templateFor(user, Number(chosen.slice(TEMPLATE_PREFIX.length)));
    if (!template) refuse("invalid", TEMPLATE_GONE);
    return templateMessages(text, template, level);
  }
  if (chosen && !(NOTE_FORMATS as readonly string[]).includes(chosen)) {
    refuse("invalid", "Choose a note format from the list.");
  }
  const format = (chosen ?? user?.consultationFormat ?? "narrative") as NoteFormat;
  return consultationMessages(text, format, level);
}

/**
 * Checks and annotates the finished text; exact dictation that cannot be proved or repaired is refused. The
 * clinician's key terms (Preferences) are names the unsupported-detail check recognises. A note or letter gets
 * what Notewell writes round it (document-frame.ts), which the check does not read.
 */
function finish(
  input: DocumentInput,
  output: string,
  keyTerms: readonly string[],
  frame: FrameDetails,
): DocumentResult {
  const text = output.trim();
  if (!text) refuse("provider-failed", "The AI service returned nothing. Please try again.");
  if (input.kind === "question") return { kind: input.kind, processedText: text };
  const draft = { generatedAt: new Date().toISOString(), model: config().OPENAI_MODEL };
  if (input.kind === "exact") {
    const check = verifyExactDictation(input.text, text);
    if (check.status === "refused") {
      // Said once, in the Exact Dictation tab, with the way forward when there are words to use.
      const offer = wordsOf(input.text).length > 0 ? { reason: WORDS_CHANGED } : {};
      refuse("unprocessable", check.reason, { title: "Your words could not be kept", ...offer });
    }
    return {
      kind: input.kind,
      processedText: check.text,
      receipt: { status: check.status, message: describeCheck(check) },
      draft,
    };
  }
  const kind = DOCUMENT_KINDS.find((k) => k.kind === input.kind);
  if (!kind) throw new Error(`No such document kind: ${input.kind}`);
  const document = framed(input.kind, text, frame);
  return {
    kind: input.kind,
    processedText: document,
    // What Notewell wrote round the document (its header, letterhead, signature) is not checked.
    flags: documentFlags(input.text, maskFrame(kind.field, document), {
      keyTerms,
      // A year the document gives a date the dictation said without one is read from the letter's date.
      written: frame.date,
      forPatient: kind.audience === "patient",
      // The clinician is told by the document's one flag; the logs say which check, never the patient's words.
      onCheckFailed: (error) =>
        console.warn(`[documents] the check of a ${input.kind} document could not be completed: ${String(error)}`),
    }),
    draft,
  };
}

/** What Notewell writes round a document for `user` now: the NHS number, the practice's and the signature. */
async function frameDetails(nhsNumber: string | undefined, user: PublicUser | null): Promise<FrameDetails> {
  const settings = await getSettings();
  const account = user ? `${user.firstName} ${user.lastName}`.trim() : "";
  return {
    nhsNumber: validNhsNumber(nhsNumber),
    practice: {
      name: settings.practiceName,
      address: settings.practiceAddress,
      telephone: settings.practiceTelephone,
      odsCode: settings.practiceOdsCode,
    },
    signature: {
      name: user?.signature.name.trim() || account,
      role: user?.signature.role ?? "",
      registration: user?.signature.registration ?? "",
    },
    date: new Date(),
  };
}

/**
 * Signed-in users' work is kept, encrypted at rest; guests' never is. Each document is also counted for Usage and
 * Statistics (`generated_documents`: who, which kind, when, never the content) and recorded in the audit log by its
 * kind alone (decisions 055, 057).
 */
async function store(input: DocumentInput, result: DocumentResult, options: Options): Promise<void> {
  const { user } = options;
  if (!user) return;
  const sequelize = db();
  const content = input.kind === "question" ? input.question : input.text;
  await sequelize.transaction(async (transaction) => {
    await Transcript.create(
      {
        userId: user.id,
        content: encrypt(content),
        processedContent: encrypt(result.processedText),
        processingType: PROCESSING_TYPES[input.kind],
      },
      { transaction },
    );
    await sequelize.query("INSERT INTO generated_documents (user_id, kind) VALUES ($1, $2)", {
      bind: [user.id, input.kind],
      transaction,
    });
  });
  await audit(options.request ?? null, "document.generated", { actorId: user.id, details: { kind: input.kind } });
}

/**
 * Generates a document, yielding the text as the model writes it and returning the checked result.
 * Throws a Refusal (bad input, or the provider failed); neither loses any input.
 */
export async function* streamDocument(
  input: DocumentInput,
  options: Options,
): AsyncGenerator<string, DocumentResult, undefined> {
  const own = input.nhsNumber;
  input = withoutPatientNumber(input);
  const { messages, temperature } = await plan(input, options.user);
  let output = "";
  for await (const delta of streamChat(messages, { temperature, signal: options.signal })) {
    output += delta;
    yield delta;
  }
  if (options.signal?.aborted) refuse("cancelled", "Cancelled");
  const result = finish(input, output, options.user?.keyTerms ?? [], await frameDetails(own, options.user));
  await store(input, result, options);
  return result;
}

/** The same, all at once (the JSON API and the page without JavaScript). */
export async function generateDocument(input: DocumentInput, options: Options): Promise<DocumentResult> {
  const stream = streamDocument(input, options);
  for (;;) {
    const next = await stream.next();
    if (next.done) return next.value;
  }
}

/**
 * Every document and answer kept for the user (what was sent and what came back), decrypted, oldest first: their
 * data subject access export (decision 056). A part that cannot be decrypted is null.
 */
export async function documentsOf(
  userId: number,
): Promise<Array<{ type: string | null; createdAt: string; sent: string | null; received: string | null }>> {
  db();
  const open = (value: string | null) => {
    if (value === null) return null;
    try {
      return decrypt(value);
    } catch {
      return null;
    }
  };
  const rows = await Transcript.findAll({
    where: { userId },
    order: [
      ["createdAt", "ASC"],
      ["id", "ASC"],
    ],
  });
  return rows.map((row) => ({
    type: row.processingType,
    createdAt: row.createdAt.toISOString(),
    sent: open(row.content),
    received: open(row.processedContent),
  }));
}
