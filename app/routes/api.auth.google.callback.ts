import type { LoaderFunctionArgs } from "@remix-run/node";
import { AuthorizationError } from "remix-auth";
import { googleAuthenticator, GOOGLE_NOT_CONFIGURED, isGoogleConfigured } from "~/services/google-auth.server.ts";
import { startUserSession } from "~/utils/auth.server.ts";
import { discardSession } from "~/utils/session.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

/** Google sends the browser back here; a new session starts (the one that held the OAuth state ends). */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!isGoogleConfigured()) {
    return redirectWithToast("/auth", { title: "Google sign-in unavailable", description: GOOGLE_NOT_CONFIGURED });
  }
  try {
    const user = await googleAuthenticator().authenticate("google", request);
    await discardSession(request);
    return redirectWithToast(
      "/",
      { title: "Welcome back!", description: "You have been logged in successfully", type: "success" },
      { headers: { "Set-Cookie": await startUserSession(request, user.id) } },
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    const message = error instanceof AuthorizationError ? error.message : "Google sign-in could not be completed. Please try again.";
    return redirectWithToast("/auth", { title: "Login failed", description: message, type: "destructive" });
  }
}
