import {
  PROCESSING_TYPES,
  WORDS_CHANGED,
  type DocumentResult,
  type GenerateIntent,
} from "~/platform/document-kinds.ts";
import { config } from "~/platform/config.server.ts";
import { getSettings } from "~/platform/settings.server.ts";
import type { PublicUser } from "~/platform/users.server.ts";
import { db, Transcript } from "~/platform/db.server.ts";
import { encrypt } from "~/platform/crypto.server.ts";
import { refuse } from "~/platform/errors.ts";
import { countWords } from "~/features/documents/words.ts";
import { describeCheck, verifyExactDictation, wordsOf } from "./exact-dictation.ts";
import {
  consultationMessages,
  exactMessages,
  questionMessages,
  referralMessages,
  type DetailLevel,
  type Messages,
  type NoteFormat,
  type QuestionContext,
} from "./prompts.ts";
import { findUnsupportedDetails } from "./unsupported-details.ts";
import { streamChat } from "~/platform/language-model.server.ts";

export type DocumentInput =
  { kind: GenerateIntent; text: string } | { kind: "question"; question: string; context: QuestionContext };

type Options = { user: PublicUser | null; signal?: AbortSignal };

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
      return {
        messages: consultationMessages(
          input.text,
          (user?.consultationFormat ?? "narrative") as NoteFormat,
          (user?.consultationConciseness ?? "normal") as DetailLevel,
        ),
        temperature: 0.2,
      };
    case "referral":
      return { messages: referralMessages(input.text), temperature: 0.3 };
    case "exact":
      return { messages: exactMessages(input.text), temperature: 0 };
    case "question":
      return { messages: questionMessages(input.question, input.context), temperature: 0.3 };
  }
}

/**
 * Checks and annotates the finished text; exact dictation that cannot be proved or repaired is refused. The
 * clinician's key terms (Preferences) are names the unsupported-detail check recognises.
 */
function finish(input: DocumentInput, output: string, keyTerms: readonly string[]): DocumentResult {
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
  return {
    kind: input.kind,
    processedText: text,
    flags: findUnsupportedDetails(input.text, text, { keyTerms }),
    draft,
  };
}

/** Signed-in users' work is kept, encrypted at rest; guests' never is. */
async function store(input: DocumentInput, result: DocumentResult, user: PublicUser | null): Promise<void> {
  if (!user) return;
  db();
  const content = input.kind === "question" ? input.question : input.text;
  await Transcript.create({
    userId: user.id,
    content: encrypt(content),
    processedContent: encrypt(result.processedText),
    processingType: PROCESSING_TYPES[input.kind],
  });
}

/**
 * Generates a document, yielding the text as the model writes it and returning the checked result.
 * Throws a Refusal (bad input, or the provider failed); neither loses any input.
 */
export async function* streamDocument(
  input: DocumentInput,
  options: Options,
): AsyncGenerator<string, DocumentResult, undefined> {
  const { messages, temperature } = await plan(input, options.user);
  let output = "";
  for await (const delta of streamChat(messages, { temperature, signal: options.signal })) {
    output += delta;
    yield delta;
  }
  if (options.signal?.aborted) refuse("cancelled", "Cancelled");
  const result = finish(input, output, options.user?.keyTerms ?? []);
  await store(input, result, options.user);
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
