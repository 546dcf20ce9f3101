import { Authenticator, AuthorizationError } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { sessionStorage } from "~/platform/session.server.ts";
import { getSettings } from "~/platform/settings.server.ts";
import { toPublicUser, verifyLogin, type PublicUser } from "~/platform/users.server.ts";
import { UNVERIFIED_MESSAGE } from "./email-verification.server.ts";

const LOGIN_FAILED_MESSAGE = "Invalid email or password";
export const INACTIVE_MESSAGE = "This account has been deactivated. Please contact your practice administrator.";

/** Why a sign-in was refused: only wrong credentials count towards the sign-in limits. */
export type SignInRefusal = "wrong-credentials" | "inactive" | "unverified";

/** A refused sign-in, with its reason (callers branch on the reason, never on the message). */
export class SignInRefused extends Error {
  constructor(readonly reason: SignInRefusal) {
    super(
      { "wrong-credentials": LOGIN_FAILED_MESSAGE, inactive: INACTIVE_MESSAGE, unverified: UNVERIFIED_MESSAGE }[reason],
    );
    this.name = "SignInRefused";
  }
}

type Credentials = { email: string; password: string };

/**
 * remix-auth verifies credentials; the session itself is ours (a fresh database-backed session per sign-in),
 * so the strategy returns the user and never redirects. The credentials arrive already validated (the form's
 * schema ran once, in the action), through the strategy's context.
 */
let authenticator: Authenticator<PublicUser> | undefined;
function getAuthenticator(): Authenticator<PublicUser> {
  if (authenticator) return authenticator;
  authenticator = new Authenticator<PublicUser>(sessionStorage(), { throwOnError: true });
  authenticator.use(
    new FormStrategy(async ({ context }) => {
      const { email, password } = context as Credentials;
      const user = await verifyLogin(email, password);
      if (!user) throw new SignInRefused("wrong-credentials");
      if (!user.isActive) throw new SignInRefused("inactive");
      // An administrator is never held back by e-mail verification: turning the setting on (or an admin
      // changing their own address) must not lock the practice out of its own settings.
      if (user.role !== "admin" && !user.emailVerifiedAt && (await getSettings()).requireEmailVerification) {
        throw new SignInRefused("unverified");
      }
      return toPublicUser(user);
    }),
    "form",
  );
  return authenticator;
}

/** Signs in with validated credentials; resolves to the user or rejects with SignInRefused. */
export async function authenticate(request: Request, credentials: Credentials): Promise<PublicUser> {
  // remix-auth reads a request; the body was already read by the action, so it gets one without a body.
  const bodiless = new Request(request.url, { method: "POST", headers: request.headers });
  try {
    // remix-auth-form reads `formData` from the context instead of the request; the credentials travel beside it.
    return await getAuthenticator().authenticate("form", bodiless, {
      context: { formData: new FormData(), ...credentials },
    });
  } catch (error) {
    if (error instanceof AuthorizationError && error.cause instanceof SignInRefused) throw error.cause;
    throw error;
  }
}
