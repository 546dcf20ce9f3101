import { z } from "zod";
import { refuse } from "~/platform/errors.ts";
import { requireUserOrGuest } from "~/platform/guards.server.ts";
import { guestLimitMessage, takeGuestAllowance } from "~/platform/guest-allowance.server.ts";
import { clientAddress } from "~/platform/request.server.ts";
import type { PublicUser } from "~/platform/users.server.ts";
import type { DocumentInput } from "./generate.server.ts";

/** Longest single field accepted: far above any real consultation (the word limit applies on top). */
const MAX_FIELD = 200_000;
const text = (name: string) => z.string({ error: `${name} must be text` }).max(MAX_FIELD, `${name} is too long`);

/** Spec §7 payloads, one per endpoint. */
export const PROCESS_SCHEMAS = {
  consultation: z.object({ text: text("text") }),
  "referral-letter": z.object({ transcript: text("transcript") }),
  exact: z.object({ text: text("text") }),
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

export function toDocumentInput(endpoint: ProcessEndpoint, body: unknown): DocumentInput {
  switch (endpoint) {
    case "consultation":
      return { kind: "consultation", text: (body as { text: string }).text };
    case "referral-letter":
      return { kind: "referral", text: (body as { transcript: string }).transcript };
    case "exact":
      return { kind: "exact", text: (body as { text: string }).text };
    case "question": {
      const { question, allContent } = body as z.output<(typeof PROCESS_SCHEMAS)["question"]>;
      return { kind: "question", question, context: allContent };
    }
  }
}

/**
 * Signed-in users; and guest sessions while the practice allows guests (their work is not stored), each
 * request taking one of their address's allowance (429 with Retry-After beyond it). Anyone else: 401.
 */
export async function requireProcessingUser(request: Request): Promise<PublicUser | null> {
  const visitor = await requireUserOrGuest(request);
  if (visitor.kind === "user") return visitor.user;
  const limited = await guestDocumentLimit(request);
  if (limited) refuse("rate-limited", limited.message, { retryAfterSeconds: limited.retryAfterSeconds });
  return null;
}

/** Takes one of a guest's document allowance: null when the guest may go ahead, else why not and how long. */
export async function guestDocumentLimit(
  request: Request,
): Promise<{ message: string; retryAfterSeconds: number } | null> {
  const wait = await takeGuestAllowance("document", clientAddress(request));
  return wait === null ? null : { message: guestLimitMessage("document", wait), retryAfterSeconds: wait };
}
