/**
 * The one way a feature says it cannot do something: a Failure with a code, the message for the person (the
 * spec's own words where it has them), and optionally the form field it belongs to, a toast title, a reason a
 * caller may branch on, or how long to wait. Features return `Outcome`s or throw a `Refusal`; routes turn a
 * Failure into a response with http.server.ts (`failureResponse`, `statusOf`). Nobody branches on message text.
 */
export const FAILURE_STATUS = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  "unsupported-type": 415,
  unprocessable: 422,
  "rate-limited": 429,
  cancelled: 499,
  "provider-failed": 502,
  unavailable: 503,
} as const;
export type FailureCode = keyof typeof FAILURE_STATUS;

export type Failure = {
  code: FailureCode;
  message: string;
  /** The form field the message belongs beside. */
  field?: string;
  /** A toast or alert title, where the spec gives one ("Processing failed", "No content to process"). */
  title?: string;
  /** A finer reason a caller may act on (e.g. a sign-in refused as "unverified"). */
  reason?: string;
  /** Every problem found, where there were several (a JSON body's validation). The message is the first. */
  details?: string[];
  /** For "rate-limited": how long to wait. */
  retryAfterSeconds?: number;
};

export type Outcome<T extends object = object> = ({ ok: true } & T) | ({ ok: false } & Failure);

/** A Failure thrown (where returning an Outcome through several calls would only add noise). */
export class Refusal extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
    this.name = "Refusal";
  }

  get code(): FailureCode {
    return this.failure.code;
  }
}

/** `{ ok: false, … }` for an Outcome. */
export function failure(
  code: FailureCode,
  message: string,
  extra: Omit<Failure, "code" | "message"> = {},
): { ok: false } & Failure {
  return { ok: false, code, message, ...extra };
}

/** Throws a Refusal. */
export function refuse(code: FailureCode, message: string, extra: Omit<Failure, "code" | "message"> = {}): never {
  throw new Refusal({ code, message, ...extra });
}

/** Runs a step that may throw a Refusal and returns its Outcome instead (anything else is a bug and is rethrown). */
export async function attempt<T extends object>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, ...(await run()) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, ...error.failure };
    throw error;
  }
}

/** The Failure a thrown Refusal carries; anything else is a bug and is rethrown. */
export function asFailure(error: unknown): Failure {
  if (error instanceof Refusal) return error.failure;
  throw error;
}
