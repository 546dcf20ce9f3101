/**
 * The way forward when the AI cannot write an exact dictation without changing words: the clinician's transcript
 * itself, tidied by rules that cannot change a word (decision 046). Only these, in this order:
 *
 * 1. spaces: runs of spaces and tabs become one space, lines are trimmed, blank lines collapse to one;
 * 2. paragraphs: the transcript's own line breaks are kept; a new paragraph starts before a sentence that opens a
 *    part of a GP record ("On examination", "Impression", "Plan", "Safety netting" …) and after every fifth
 *    sentence of a long paragraph;
 * 3. capitals: the first letter of each sentence and paragraph, and "i" standing alone, become capitals — only
 *    where the capital is one letter that lowers back to the same letter (never "ß" → "SS");
 * 4. full stops: a paragraph that does not end with . ! ? … : or ; gets a full stop.
 *
 * Nothing is ever removed but whitespace, and letters only change case, so the words (as exact dictation compares
 * them: exact-dictation.ts `wordsOf`) are the transcript's, in order. tidy-transcript.test.ts proves it over the
 * flagger corpus's dictations and random text.
 */

/** What the Exact Dictation tab says about the tidied transcript in its place. */
export const TRANSCRIPT_RECEIPT = {
  status: "transcript",
  message:
    "Your transcript as the dictation: capital letters, full stops and paragraphs added by rules that cannot change a word. Check it before you paste it.",
} as const;

/** Sentences that open a part of a GP record start a paragraph of their own. */
const SECTION_OPENERS =
  /^(?:on examination|o\/e|examination|impression|assessment|diagnosis|plan|management|advice|safety[- ]?netting|follow[- ]?up|history|past medical history|pmh|medication|medications|drug history|allergies|social history|family history|ice|ideas|concerns|expectations|results|investigations|bloods|observations|obs)\b/i;
const SENTENCES_PER_PARAGRAPH = 5;
const ENDS_CLAUSE = /[.!?…:;]["'”’)\]]*$/;

/** `text` with its first letter a capital, when that changes nothing but the case of one letter. */
function capitalFirst(text: string): string {
  const at = text.search(/[\p{L}\p{N}]/u);
  if (at < 0 || !/\p{L}/u.test(text[at])) return text;
  const letter = text[at];
  const upper = letter.toUpperCase();
  if (upper.length !== 1 || upper.toLowerCase() !== letter.toLowerCase() || upper === letter) return text;
  return text.slice(0, at) + upper + text.slice(at + 1);
}

const ABBREVIATION = /(?:^|\s)(?:dr|mr|mrs|ms|prof|st|e\.g|i\.e|etc|vs|approx|cf|no)\.$/i;

/**
 * Sentences of a paragraph: split after . ! ? or … followed by a space (the marks stay with their sentence), but
 * not after an abbreviation ("Dr. Patel", "e.g. ibuprofen").
 */
function sentencesOf(paragraph: string): string[] {
  const sentences: string[] = [];
  for (const piece of paragraph.split(/(?<=[.!?…]["'”’)\]]*) +/u)) {
    const previous = sentences[sentences.length - 1];
    if (previous !== undefined && ABBREVIATION.test(previous)) sentences[sentences.length - 1] = `${previous} ${piece}`;
    else if (piece !== "") sentences.push(piece);
  }
  return sentences;
}

function tidyParagraph(paragraph: string): string[] {
  const paragraphs: string[][] = [[]];
  for (const raw of sentencesOf(paragraph)) {
    const sentence = capitalFirst(raw).replace(/(?<![\p{L}\p{N}\p{M}'’‘ʼ.-])i(?![\p{L}\p{N}\p{M}'’‘ʼ.-])/gu, "I");
    const current = paragraphs[paragraphs.length - 1];
    const opensSection = current.length > 0 && SECTION_OPENERS.test(sentence);
    if (opensSection || current.length >= SENTENCES_PER_PARAGRAPH) paragraphs.push([sentence]);
    else current.push(sentence);
  }
  return paragraphs
    .filter((sentences) => sentences.length)
    .map((sentences) => {
      const text = sentences.join(" ");
      return ENDS_CLAUSE.test(text) ? text : `${text}.`;
    });
}

/** The transcript tidied into an exact dictation by rules that change no word (see above). */
export function tidyTranscript(transcript: string): string {
  return transcript
    .replace(/\r\n?/g, "\n")
    .split(/\n+/)
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, " ").trim())
    .filter(Boolean)
    .flatMap(tidyParagraph)
    .join("\n\n");
}
