import type { Failure } from "./errors.ts";

type Submission<R> = {
  reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }) => R;
};

/**
 * A form's answer to a Failure (conform's `submission.reply`): the message beside its field when it has one,
 * otherwise above the form. Passwords and the like are never sent back (`hideFields`).
 */
export function replyWith<R>(submission: Submission<R>, failure: Failure, hideFields?: string[]): R {
  return failure.field
    ? submission.reply({ fieldErrors: { [failure.field]: [failure.message] }, hideFields })
    : submission.reply({ formErrors: [failure.message], hideFields });
}
