import type { LoaderFunctionArgs } from "@remix-run/node";
import { AuthorizationError } from "remix-auth";
import {
  googleAuthenticator,
  GOOGLE_NOT_CONFIGURED,
  isGoogleConfigured,
} from "~/features/accounts/google-auth.server.ts";
import { recordSignIn } from "~/features/accounts/accounts.server.ts";
import { SIGN_IN_FAILED, SIGNED_IN_TOAST } from "~/features/accounts/schemas.ts";
import { startUserSession } from "~/platform/guards.server.ts";
import { discardSession } from "~/platform/session.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import { methodNotAllowed } from "~/platform/http.server.ts";

/** Google sends the browser back here; a new session starts (the one that held the OAuth state ends). */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!isGoogleConfigured()) {
    return redirectWithToast("/auth", { title: "Google sign-in unavailable", description: GOOGLE_NOT_CONFIGURED });
  }
  try {
    const user = await googleAuthenticator().authenticate("google", request);
    await discardSession(request);
    await recordSignIn(request, user, "google");
    return redirectWithToast("/", SIGNED_IN_TOAST, {
      headers: { "Set-Cookie": await startUserSession(request, user.id, { viaGoogle: true }) },
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    const message =
      error instanceof AuthorizationError ? error.message : "Google sign-in could not be completed. Please try again.";
    return redirectWithToast("/auth", { title: SIGN_IN_FAILED, description: message, type: "destructive" });
  }
}

/** Only GET: any other method is told so (405), not Remix's bare "Unexpected Server Error". */
export function action() {
  return methodNotAllowed(["GET"]);
}
