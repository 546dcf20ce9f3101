import { CloseCode } from "../../contract/close-codes.ts";
import { sql } from "../e2e/database.ts";

/**
 * What the attack suite expects of the hardened product (issue 13, "Harden to OWASP ASVS level 2"), in one
 * place. Where the issue leaves a detail open (a limit's number, a status, a setting's name) the choice is made
 * here, so the implementation and the suite are aligned by editing this file alone.
 */
export const EXPECTED = {
  /** Every refusal for being too large (forms, JSON, chunked bodies): ASVS 13.1.3 / 12.1.1. */
  tooLarge: { status: 413, message: "The request is too large." },
  /**
   * The largest body the JSON API accepts (app/platform/request-body.server.ts; form actions take up to 2 MB, the
   * sidecar's door 2 MiB); anything above is refused before it is read.
   */
  maxBodyBytes: 1_000_000,

  /**
   * Sign-ups from one client address (finding 2): this many succeed in an hour, the next is 429 with Retry-After
   * (a practice's clinicians registering on one morning behind one NAT address fit).
   */
  signUpsPerAddress: 20,
  /** Live recordings one account may hold at once (finding 2), while the practice's limit is higher. */
  recordingsPerUser: 2,
  /** How the sidecar refuses one more recording of the same account. */
  recordingsPerUserClose: { code: CloseCode.accountStreamLimit },

  /** Wrong passwords for one account from one address that are checked before 429 (finding 5). */
  signInFailuresBeforeBlock: 5,
  /**
   * Guessing one account from many addresses (finding 5): this many failures an hour are checked as usual; past
   * them an address that has failed `guessingAddressFailures` times is refused, and any other is slowed to one
   * attempt on the account every `slowedSeconds` — so the owner is never locked out, and guessing stays bounded.
   */
  accountFailures: { perHour: 30, guessingAddressFailures: 3, slowedSeconds: 30 },
  /** Reset or verification links asked for one account from one address before 429 (the person alone waits). */
  linksPerPersonBeforeBlock: 3,

  /** Cross-site state changes (finding 6, and a foreign Origin on a form action, finding 7). */
  crossSite: { status: 403, message: "Cross-site request refused" },
  /** A JSON API state change sent as anything but application/json, and JSON sent to a form action. */
  unsupportedMediaType: { status: 415 },
  /** A broken multipart body to a form action. */
  brokenForm: { status: 400 },

  /** /api/process/:kind for a kind that is not a document (finding 7). */
  unknownDocument: { status: 404, message: "Unknown document type" },

  /** Headers (finding 8). ASVS 14.4.5 asks for HSTS of at least about six months. */
  hstsMinMaxAgeSeconds: 15_724_800,
  /** CSP directives every page must carry, besides a per-response nonce in script-src. */
  cspDirectives: { "frame-ancestors": ["'none'"], "object-src": ["'none'"], "base-uri": ["'self'", "'none'"] },
  referrerPolicies: ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"],
  /** /metrics on the public port without credentials. */
  metricsRefused: [401, 403, 404],

  /** Account changes (finding 9). */
  emailChangeNeedsPassword: { status: 400, field: "currentPassword" },
  /** Wrong current passwords (password change or e-mail change) that are checked before 429. */
  currentPasswordFailuresBeforeBlock: 5,
  /** The absolute session lifetime: a system setting, in hours, default 12. */
  absoluteSessionLifetime: { setting: "sessionLifetimeHours", defaultHours: 12 },

  /**
   * Forgot-password timing (finding 10). The answers for known and unknown addresses must not be told apart: it
   * fails only when both the Mann–Whitney z score is beyond `zLimit` (p < 0.001) and the medians differ by more
   * than `minMs` or `minFraction` of the unknown address's median (a difference too small to matter is allowed).
   */
  enumeration: { zLimit: 3.29, minMs: 1, minFraction: 0.1 },

  /** Document generation per account (finding 12): this many calls in the window, then 429 with Retry-After. */
  processCallsPerUser: 20,

  /** Any message that says "slow down" (sign-up, sign-in, current password, documents). */
  rateLimited: { status: 429, message: /too many|try again/i },

  /** A new password on the list of the most common breached passwords (issue 21, item 5). */
  commonPassword: "This password is too common. Choose another.",
  /**
   * Forgot-password timing (issue 21, item 12): this many known accounts, each asked `rounds` times, each ask paired
   * with one for an unknown address. Known and unknown are told apart when the pairs' differences lean to one side
   * beyond `zLimit` (p < 0.001) and their median passes `marginMs` (the probe measured 1.5–3 ms; before the fix, here,
   * the request after a known address took 1.2–1.4 ms longer).
   */
  resetTiming: { knownAccounts: 100, rounds: 3, zLimit: 3.29, marginMs: 0.5 },
  /**
   * The largest WebSocket message a recording takes (issue 21, item 6): a second of audio at the highest sample rate a
   * stream may ask for (48 kHz, 16-bit: 96,000 bytes), which is also the provider's largest frame. A browser sends
   * 100 ms (3,200 bytes at 16 kHz).
   */
  maxStreamMessageBytes: 128 * 1024,
  /**
   * The front door's time-outs (issue 21, item 8): a request's headers must have arrived this long after its first
   * byte, and a kept-alive connection with no request is closed after `idleSeconds`.
   */
  frontDoor: { headersSeconds: 10, idleSeconds: 5 },
} as const;

/**
 * Moves the start of every session of this user `minutes` into the past, as if it had been signed in that long
 * ago, keeping it in use (its inactivity expiry is left alone). The hardened product must know when each session
 * started to end it at the absolute lifetime; this is where the suite assumes it keeps that (a `created_at`
 * column on `sessions`).
 */
export async function backdateSessionStart(email: string, minutes: number): Promise<void> {
  const [column] = await sql(
    "SELECT 1 FROM information_schema.columns WHERE table_name = 'sessions' AND column_name = 'created_at'",
  );
  if (!column) {
    throw new Error(
      "sessions has no created_at column: the product must record when each session started to enforce the " +
        "absolute session lifetime (align backdateSessionStart in tests/security/expectations.ts with the fix)",
    );
  }
  await sql(
    `UPDATE sessions SET created_at = now() - make_interval(mins => $2)
      WHERE user_id = (SELECT id FROM users WHERE lower(email) = lower($1))`,
    [email, minutes],
  );
}

/**
 * Records that the user's sessions signed in with Google `minutesAgo` minutes ago, as the Google callback records it
 * (a `googleSignInAt` time in the session's data, milliseconds since the epoch): the suite cannot sign in with
 * Google itself (no Google here), and this is where it assumes the product keeps that time.
 */
export async function signedInWithGoogle(userId: number, minutesAgo: number): Promise<void> {
  await sql(
    `UPDATE sessions SET sess = sess || jsonb_build_object('googleSignInAt', $2::bigint)
      WHERE user_id = $1`,
    [userId, Date.now() - minutesAgo * 60_000],
  );
}
