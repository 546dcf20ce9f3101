/**
 * What replicas share through PostgreSQL, shown rather than claimed: a clinician signed in through one sidecar is
 * signed in on the other, and failed sign-ins are counted across both (the sixth wrong password in a minute is
 * refused, whichever replica each went to). On a single pair "both sidecars" are the same one.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { hashPassword } from "../../app/platform/password.server.ts";
import { SIGN_IN_POLICIES } from "../../app/features/accounts/sign-in-limits.server.ts";
import type { Layout } from "./layout.ts";

export type SharedChecks = {
  /** Signed in through the first sidecar, then `GET /` through the last: 200 with the clinician's name. */
  sessionOnOtherReplica: boolean;
  /** The statuses of wrong-password attempts, sent alternately to each sidecar. */
  wrongPasswordStatuses: number[];
  /** The attempts before one was refused with 429 (the pair's per-minute limit), null if none was. */
  refusedAfter: number | null;
};

export type Account = { email: string; password: string; lastName: string };

/** A verified clinician with a password, for signing in through the form. */
export async function createAccount(databaseUrl: string): Promise<Account> {
  const account = {
    email: `scale-${randomBytes(4).toString("hex")}@bench.invalid`,
    password: randomBytes(12).toString("base64url"),
    lastName: `Replica ${randomBytes(3).toString("hex")}`,
  };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO users (email, password, first_name, last_name, email_verified_at) VALUES ($1, $2, 'Bench', $3, now())`,
      [account.email, await hashPassword(account.password), account.lastName],
    );
  } finally {
    await client.end();
  }
  return account;
}

function signIn(sidecarUrl: string, email: string, password: string): Promise<Response> {
  return fetch(`${sidecarUrl}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: sidecarUrl },
    body: new URLSearchParams({ email, password }).toString(),
  });
}

export async function checkShared(layout: Layout, account: Account): Promise<SharedChecks> {
  const first = layout.sidecars[0].url;
  const last = layout.sidecars[layout.sidecars.length - 1].url;

  const signedIn = await signIn(first, account.email, account.password);
  await signedIn.body?.cancel();
  const cookie = signedIn.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  const page = await fetch(`${last}/`, { headers: { cookie }, redirect: "manual" });
  const html = await page.text();
  const sessionOnOtherReplica = signedIn.status === 302 && page.status === 200 && html.includes(account.lastName);

  // A new address each time: the attempts of an earlier layout must not count here.
  const guessed = `guess-${randomBytes(4).toString("hex")}@bench.invalid`;
  const limit = SIGN_IN_POLICIES.pairMinute.points;
  const wrongPasswordStatuses: number[] = [];
  for (let attempt = 0; attempt <= limit; attempt++) {
    const sidecar = layout.sidecars[attempt % layout.sidecars.length];
    const response = await signIn(sidecar.url, guessed, "not the password");
    await response.body?.cancel();
    wrongPasswordStatuses.push(response.status);
  }
  const refused = wrongPasswordStatuses.indexOf(429);
  return { sessionOnOtherReplica, wrongPasswordStatuses, refusedAfter: refused < 0 ? null : refused };
}
