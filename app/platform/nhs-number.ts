/**
 * The NHS number (issue 25, decision 063): ten digits, the last a Modulus 11 check digit, written 3-3-4
 * ("943 476 5919"). A consultation may carry one; it is shown on the documents' headers the app adds and never
 * sent to the language model or the speech provider — any NHS number in text bound for the model is replaced by
 * `NHS_NUMBER_REMOVED` first (`withoutNhsNumbers`). Browser-safe and dependency-free: the dictation screen uses it.
 */

/** The longest text the NHS number field takes (ten digits with spaces or dashes, and some slack). */
export const MAX_NHS_NUMBER_CHARS = 20;

/** What stands in, in text sent to the language model, for an NHS number. */
export const NHS_NUMBER_REMOVED = "[NHS number removed]";

export const NHS_NUMBER_LENGTH_MESSAGE = "An NHS number has 10 digits, for example 943 476 5919.";
export const NHS_NUMBER_CHECK_MESSAGE =
  "This is not a valid NHS number: its last digit does not match the others. Please check it against the record.";

/** The ten digits of `input` with spaces and dashes taken out, or null when that is not ten digits. */
function digitsOf(input: string): string | null {
  const digits = input.replace(/[\s-]/g, "");
  return /^\d{10}$/.test(digits) ? digits : null;
}

/** Whether ten digits end in their Modulus 11 check digit (a remainder giving 10 is never valid). */
function checkDigitHolds(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(digits[i]) * (10 - i);
  const check = 11 - (sum % 11);
  if (check === 10) return false;
  return (check === 11 ? 0 : check) === Number(digits[9]);
}

/** Ten digits written 3-3-4: "9434765919" → "943 476 5919". */
export function formatNhsNumber(digits: string): string {
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

export type NhsNumberCheck = { ok: true; digits: string; formatted: string } | { ok: false; message: string };

/** Checks an NHS number as typed (spaces and dashes allowed): its ten digits and its 3-3-4 form, or why not. */
export function checkNhsNumber(input: string): NhsNumberCheck {
  const digits = digitsOf(input);
  if (!digits) return { ok: false, message: NHS_NUMBER_LENGTH_MESSAGE };
  if (!checkDigitHolds(digits)) return { ok: false, message: NHS_NUMBER_CHECK_MESSAGE };
  return { ok: true, digits, formatted: formatNhsNumber(digits) };
}

/** The 3-3-4 form of a valid NHS number as typed, or null (empty or not valid). */
export function validNhsNumber(input: string | undefined): string | null {
  const check = checkNhsNumber(input ?? "");
  return check.ok ? check.formatted : null;
}

/** Ten digits, each but the first after up to three spaces or dashes, with no digit either side. */
const TEN_DIGITS = /(?<!\d)\d(?:[\s-]{0,3}\d){9}(?!\d)/g;

/**
 * `text` with every NHS number in it replaced by NHS_NUMBER_REMOVED, however it is spaced or dashed: each run of
 * ten digits whose check digit holds, and the consultation's own number (`own`, when it has ten digits) even if it
 * does not.
 */
export function withoutNhsNumbers(text: string, own?: string): string {
  const ownDigits = own ? digitsOf(own) : null;
  return text.replace(TEN_DIGITS, (found) => {
    const digits = found.replace(/[\s-]/g, "");
    return checkDigitHolds(digits) || digits === ownDigits ? NHS_NUMBER_REMOVED : found;
  });
}
