import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  googleAuthenticator,
  GOOGLE_NOT_CONFIGURED,
  isGoogleConfigured,
} from "~/features/accounts/google-auth.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";

/** GET /api/auth/google: the Continue with Google button; sends the browser to Google. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!isGoogleConfigured()) {
    return redirectWithToast("/auth", { title: "Google sign-in unavailable", description: GOOGLE_NOT_CONFIGURED });
  }
  // Throws the redirect to Google's consent screen.
  return googleAuthenticator().authenticate("google", request);
}

export async function action(args: ActionFunctionArgs) {
  return loader(args);
}
