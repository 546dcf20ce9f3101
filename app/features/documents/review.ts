import { wordsKept, wordsOf } from "./exact-dictation.ts";

/**
 * How much of the AI's draft the clinician changed before marking it reviewed: the share of words changed,
 * 1 − (the draft's words still there, in order) ÷ (the words of the longer of the two). Words as exact dictation
 * counts them (case and punctuation aside), so re-punctuating changes nothing, and replacing 5 words of 100 is
 * 5%, adding 10 to 100 is 9%, rewriting it all is 100%. Loaded on demand by the dictation screen (it brings the
 * word alignment with it); the page without JavaScript works it out on the server.
 */
export function shareOfWordsChanged(draft: string, reviewed: string): number {
  const before = wordsOf(draft);
  const after = wordsOf(reviewed);
  const longer = Math.max(before.length, after.length);
  return longer === 0 ? 0 : 1 - wordsKept(before, after) / longer;
}
