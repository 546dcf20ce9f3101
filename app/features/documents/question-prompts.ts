/**
 * The questions the Ask a Question box lists (product.md §1: differentials, investigations, follow-up, a handover
 * summary, coding, action items, medication changes), each a one-tap prompt: with JavaScript it is asked at once;
 * without, its button posts the form with `intent=prompt:<id>`. What each asks is prompt-questions.ts.
 */
export const QUESTION_PROMPTS = [
  { id: "differentials", label: "Differentials" },
  { id: "investigations", label: "Investigations" },
  { id: "follow-up", label: "Follow-up" },
  { id: "handover", label: "Handover summary" },
  { id: "coding", label: "Coding" },
  { id: "actions", label: "Action items" },
  { id: "medication", label: "Medication changes" },
] as const;
export type PromptId = (typeof QUESTION_PROMPTS)[number]["id"];
