import { hash, verify } from "@node-rs/argon2";
import { refuse } from "./errors.ts";

/** argon2id (algorithm 2) with the OWASP-recommended cost: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

const TOO_COMMON_PASSWORD = "This password is too common. Choose another.";

let common: Promise<ReadonlySet<string>> | undefined;

/**
 * The most common passwords from breaches: the 49,233 of zxcvbn-ts's `@zxcvbn-ts/language-common` (its
 * `passwords-common` list, most common first), loaded on the server the first time a password is chosen and kept.
 * Checked here, offline, never in the browser (the list is 380 KB).
 */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].map((password) => password.toLowerCase())),
  );
  return common;
}

/** Whether a password is on the common-password list, whatever its case ("Password1" is "password1"). */
async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/**
 * The one rule for a password someone chooses (registration, a reset, a change, an administrator creating a user),
 * beyond its length (NewPasswordSchema, checked in the browser too): not one of the most common passwords. A
 * Refusal ("invalid", beside `field`) when it is.
 */
export async function assertUncommonPassword(password: string, field = "password"): Promise<void> {
  if (await isCommonPassword(password)) refuse("invalid", TOO_COMMON_PASSWORD, { field });
}

/** A chosen password's hash, after the rule above (a Refusal beside `field` for a common one). */
export async function hashNewPassword(password: string, field = "password"): Promise<string> {
  await assertUncommonPassword(password, field);
  return hashPassword(password);
}

export async function verifyPassword(password: string, passwordHash: string | null): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not reveal which emails exist. */
let decoy: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword("decoy-password-that-never-matches");
  return decoy;
}
