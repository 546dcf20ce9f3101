import { z } from "zod";
import {
  DOCUMENT_KINDS,
  MAX_TEXT_CHARS,
  NO_CONTENT,
  NO_QUESTION,
  type GeneratedKind,
} from "~/platform/document-kinds.ts";
import { refuse } from "~/platform/errors.ts";
import { MAX_NHS_NUMBER_CHARS } from "~/platform/nhs-number.ts";
import { takePoints, waitMessage, type Policy } from "~/platform/rate-limits.server.ts";
import { guestLimitMessage, takeGuestAllowance } from "~/platform/guest-allowance.server.ts";
import { clientAddress } from "~/platform/request.server.ts";
import type { PublicUser } from "~/platform/users.server.ts";
import type { DocumentInput } from "./generate.server.ts";

/**
 * The consultation's NHS number, as typed: optional, and only ever used by the server (decision 063) — on the
 * documents' headers when its check digit holds, and to take it out of what is sent to the language model.
 */
const nhsNumber = z
  .string({ error: "nhsNumber must be text" })
  .max(MAX_NHS_NUMBER_CHARS, "nhsNumber is too long")
  .optional();

const text = (name: string) => z.string({ error: `${name} must be text` }).max(MAX_TEXT_CHARS, `${name} is too long`);

/**
 * The format a consultation note is written in for this consultation, when not the clinician's preference: a
 * built-in format ("soap") or a template ("template:12"), decision 065. Only the note reads it.
 */
const noteFormat = z.string({ error: "noteFormat must be text" }).max(40, "noteFormat is too long").optional();

/** A generated document's payload: its transcript in the field the registry names (docs/product.md §7). */
const documentSchema = (field: string) => z.object({ [field]: text(field), nhsNumber, noteFormat });

/** docs/product.md §7 payloads, one per endpoint. */
export const PROCESS_SCHEMAS = {
  ...(Object.fromEntries(DOCUMENT_KINDS.map((k) => [k.slug, documentSchema(k.textField)])) as Record<
    GeneratedKind["slug"],
    ReturnType<typeof documentSchema>
  >),
  question: z.object({
    question: text("question"),
    nhsNumber,
    allContent: z
      .object({
        transcript: text("transcript").default(""),
        consultationNote: text("consultationNote").default(""),
        referralLetter: text("referralLetter").default(""),
        exactDictation: text("exactDictation").default(""),
      })
      .default({ transcript: "", consultationNote: "", referralLetter: "", exactDictation: "" }),
  }),
} as const;
export type ProcessEndpoint = keyof typeof PROCESS_SCHEMAS;

const MAX_QUESTION_CHARS = 2_000;

/**
 * The document service's input for a payload of `endpoint`: checked against the endpoint's schema, then for
 * something to process (the spec's "No content to process" and "No question entered", with the question sent
 * trimmed). The one input builder and the one empty-input check, for the JSON API and the page without JavaScript.
 */
function toDocumentInput(endpoint: ProcessEndpoint, payload: unknown): DocumentInput {
  const parsed = PROCESS_SCHEMAS[endpoint].safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    refuse("invalid", issue ? `${issue.path.join(".")}: ${issue.message}` : "Invalid request.");
  }
  if (endpoint === "question") {
    const { question, allContent, nhsNumber: typed } = parsed.data as z.output<(typeof PROCESS_SCHEMAS)["question"]>;
    const asked = question.trim();
    if (!asked) refuse("invalid", NO_QUESTION.description, { title: NO_QUESTION.title, field: "question" });
    if (asked.length > MAX_QUESTION_CHARS) {
      refuse("invalid", `Please keep your question under ${MAX_QUESTION_CHARS.toLocaleString("en-GB")} characters.`, {
        field: "question",
      });
    }
    return { kind: "question", question: asked, context: allContent, nhsNumber: typed ?? "" };
  }
  const generated = DOCUMENT_KINDS.find((k) => k.slug === endpoint)!;
  const data = parsed.data as Record<string, string | undefined>;
  const transcript = data[generated.textField] ?? "";
  if (!transcript.trim()) refuse("invalid", NO_CONTENT.description, { title: NO_CONTENT.title, field: "transcript" });
  const chosen = generated.kind === "consultation" && data.noteFormat ? { noteFormat: data.noteFormat } : {};
  return { kind: generated.kind, text: transcript, nhsNumber: data.nhsNumber ?? "", ...chosen };
}

/**
 * Each document is a paid language-model call: a signed-in user may ask for 20 in ten minutes and 300 a day (a
 * busy surgery's worth, several per consultation), a guest address for its guest allowance.
 */
const DOCUMENT_THROTTLE = [
  { name: "documents_user_10min", points: 20, seconds: 10 * 60 },
  { name: "documents_user_day", points: 300, seconds: 24 * 60 * 60 },
] as const satisfies readonly Policy[];

/**
 * How a document is asked for, by the JSON API and by the page without JavaScript alike: the payload becomes the
 * service's input (toDocumentInput), then one document is taken from the user's (or the guest address's)
 * allowance — a Refusal "rate-limited" with Retry-After beyond it. Nothing is taken for a request refused as
 * invalid.
 */
export async function documentRequest(
  request: Request,
  user: PublicUser | null,
  endpoint: ProcessEndpoint,
  payload: unknown,
): Promise<DocumentInput> {
  const input = toDocumentInput(endpoint, payload);
  const limited = await documentAllowance(request, user);
  if (limited) {
    refuse("rate-limited", limited.message, {
      title: "Too many requests",
      retryAfterSeconds: limited.retryAfterSeconds,
    });
  }
  return input;
}

/** Takes one document from the user's (or the guest address's) allowance: null to go ahead, else why not and how long. */
async function documentAllowance(
  request: Request,
  user: PublicUser | null,
): Promise<{ message: string; retryAfterSeconds: number } | null> {
  if (!user) {
    const wait = await takeGuestAllowance("document", clientAddress(request));
    return wait === null ? null : { message: guestLimitMessage("document", wait), retryAfterSeconds: wait };
  }
  const wait = await takePoints(DOCUMENT_THROTTLE.map((policy) => ({ policy, key: String(user.id) })));
  return wait === null
    ? null
    : { message: `You have asked for many documents in a short time. ${waitMessage(wait)}`, retryAfterSeconds: wait };
}
