import type { GeneratedField, GeneratedKind } from "~/platform/document-kinds.ts";

/**
 * What Notewell itself writes round a generated document (issue 25, decisions 063 and 064), after the model has
 * written its part and never by the model: the consultation note's header (the NHS number), and the referral
 * letter's letterhead (the practice's name, address, telephone and ODS code), date, NHS number, salutation and the
 * clinician's signature block. The unsupported-detail check reads only the model's part: what is written here is
 * the practice's and the clinician's own details, not claims about the patient (`maskFrame`).
 */

type Practice = { name: string; address: string; telephone: string; odsCode: string };
type Signature = { name: string; role: string; registration: string };

export type FrameDetails = {
  /** The NHS number in its 3-3-4 form, or null (none, or its check digit does not hold). */
  nhsNumber: string | null;
  practice: Practice;
  signature: Signature;
  /** When the document was written: the letter's date. */
  date: Date;
};

const LETTER_DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

/** The salutation Notewell writes; the clinician changes it to name the recipient ("Dear Dr Patel,"). */
const SALUTATION = "Dear Colleague,";
const SIGN_OFF = "Yours sincerely,";

const NHS_LINE = /^NHS number: .*$/gm;
const SALUTATION_LINE = /^(?:Dear\s.*|To:\s.*)$/m;
const SIGN_OFF_LINE = /^\s*Yours (?:sincerely|faithfully),?\s*$/gim;

const lines = (...parts: Array<string | false>) =>
  parts.filter((part): part is string => typeof part === "string" && part.trim() !== "");

/** A sign-off the model wrote despite being asked not to, taken off its end (the signature block has one). */
function withoutSignOff(body: string): string {
  return body.replace(/\n*\s*Yours (?:sincerely|faithfully),?\s*$/i, "").trimEnd();
}

/** The referral letter's letterhead, date, NHS number and salutation. */
function letterHead(details: FrameDetails): string {
  const { practice } = details;
  const contact = lines(
    practice.telephone.trim() && `Telephone: ${practice.telephone.trim()}`,
    practice.odsCode.trim() && `ODS code: ${practice.odsCode.trim()}`,
  ).join(" · ");
  const letterhead = lines(practice.name, ...practice.address.split(/\s*[\r\n]+\s*/), contact).map((l) => l.trim());
  const blocks = [
    letterhead.join("\n"),
    LETTER_DATE.format(details.date),
    details.nhsNumber ? `NHS number: ${details.nhsNumber}` : "",
    SALUTATION,
  ];
  return blocks.filter(Boolean).join("\n\n");
}

/** The referral letter's sign-off and the clinician's signature block. */
function letterTail(details: FrameDetails): string {
  const { signature, practice } = details;
  const block = lines(signature.name, signature.role, signature.registration, practice.name).map((l) => l.trim());
  return [SIGN_OFF, block.join("\n")].filter(Boolean).join("\n\n");
}

/**
 * The document as it is shown, copied and downloaded: the model's text (`body`) with what Notewell writes round
 * it. The consultation note gets the NHS number as its first line; the referral letter its letterhead, date, NHS
 * number and salutation before, and its sign-off and signature after. Exact dictation is the clinician's words
 * alone.
 */
export function framed(kind: GeneratedKind["kind"], body: string, details: FrameDetails): string {
  if (kind === "consultation") return details.nhsNumber ? `NHS number: ${details.nhsNumber}\n\n${body}` : body;
  if (kind === "referral") return `${letterHead(details)}\n\n${withoutSignOff(body)}\n\n${letterTail(details)}`;
  return body;
}

/** `text` with the span from `start` to `end` blanked (newlines kept), so every offset after it still holds. */
function blank(text: string, start: number, end: number): string {
  return text.slice(0, start) + text.slice(start, end).replace(/[^\n]/g, " ") + text.slice(end);
}

/**
 * The document with what Notewell wrote round it blanked, offsets kept, for the unsupported-detail check: the NHS
 * number line; in a referral letter, everything down to the salutation and from the last sign-off on. Found by its
 * shape, so it holds for a letter the clinician has edited or restored from an earlier version.
 */
export function maskFrame(field: GeneratedField, text: string): string {
  let masked = text.replace(NHS_LINE, (line) => " ".repeat(line.length));
  if (field !== "referralLetter") return masked;
  const salutation = SALUTATION_LINE.exec(masked);
  if (salutation) masked = blank(masked, 0, salutation.index + salutation[0].length);
  const signOffs = [...masked.matchAll(SIGN_OFF_LINE)];
  const last = signOffs.at(-1);
  if (last?.index !== undefined) masked = blank(masked, last.index, masked.length);
  return masked;
}
