import { z } from "zod";
import { DOCUMENT_KINDS, type GeneratedKind } from "~/platform/document-kinds.ts";
import { refuse } from "~/platform/errors.ts";
import { takePoints, waitMessage, type Policy } from "~/platform/rate-limits.server.ts";
import { requireUserOrGuest } from "~/platform/guards.server.ts";
import { guestLimitMessage, takeGuestAllowance } from "~/platform/guest-allowance.server.ts";
import { clientAddress } from "~/platform/request.server.ts";
import type { PublicUser } from "~/platform/users.server.ts";
import type { DocumentInput } from "./generate.server.ts";

/** Longest single field accepted: far above any real consultation (the word limit applies on top). */
const MAX_FIELD = 200_000;
const text = (name: string) => z.string({ error: `${name} must be text` }).max(MAX_FIELD, `${name} is too long`);

/** A generated document's payload: its transcript in the field the registry names (docs/product.md §7). */
const documentSchema = (field: string) => z.object({ [field]: text(field) });

/** docs/product.md §7 payloads, one per endpoint. */
export const PROCESS_SCHEMAS = {
  ...(Object.fromEntries(DOCUMENT_KINDS.map((k) => [k.slug, documentSchema(k.textField)])) as Record<
    GeneratedKind["slug"],
    ReturnType<typeof documentSchema>
  >),
  question: z.object({
    question: text("question"),
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

/** The document service's input for a validated payload of `endpoint`. */
export function toDocumentInput(endpoint: ProcessEndpoint, body: unknown): DocumentInput {
  if (endpoint === "question") {
    const { question, allContent } = body as z.output<(typeof PROCESS_SCHEMAS)["question"]>;
    return { kind: "question", question, context: allContent };
  }
  const generated = DOCUMENT_KINDS.find((k) => k.slug === endpoint)!;
  return { kind: generated.kind, text: (body as Record<string, string>)[generated.textField] };
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
 * Signed-in users, and guest sessions while the practice allows guests (their work is not stored), each request
 * taking one of their allowance (429 with Retry-After beyond it). Anyone else: 401.
 */
export async function requireProcessingUser(request: Request): Promise<PublicUser | null> {
  const visitor = await requireUserOrGuest(request);
  const user = visitor.kind === "user" ? visitor.user : null;
  const limited = await documentAllowance(request, user);
  if (limited) refuse("rate-limited", limited.message, { retryAfterSeconds: limited.retryAfterSeconds });
  return user;
}

/** Takes one document from the user's (or the guest address's) allowance: null to go ahead, else why not and how long. */
export async function documentAllowance(
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
