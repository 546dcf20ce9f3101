import type { PromptId } from "./question-prompts.ts";

/** What each one-tap prompt asks (question-prompts.ts), in the words of the Help Guide's suggestions. */
const PROMPT_QUESTIONS: Record<PromptId, string> = {
  differentials: "What differential diagnoses should I consider?",
  investigations: "Which investigations would be appropriate?",
  "follow-up": "Suggest a follow-up plan and safety-netting advice.",
  handover: "Write a handover summary for the duty doctor.",
  coding: "Suggest SNOMED CT codes for this consultation.",
  actions: "List the action items.",
  medication: "What medication changes were agreed?",
};

/** The question a prompt button's value names (`prompt:<id>`), or undefined. */
export function promptQuestion(intent: string): string | undefined {
  const id = intent.startsWith("prompt:") ? intent.slice("prompt:".length) : "";
  return Object.hasOwn(PROMPT_QUESTIONS, id) ? PROMPT_QUESTIONS[id as PromptId] : undefined;
}
