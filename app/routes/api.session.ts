import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { SESSION_EXPIRED_MESSAGE } from "../../contract/session-expired.ts";
import { failureResponse, methodNotAllowed } from "~/platform/http.server.ts";
import { sessionState } from "~/platform/session.server.ts";

/**
 * GET /api/session: whether this browser is still signed in (200) or its session has ended (401), asked by every
 * signed-in page every half-minute and when it comes back into view (components/session-end.ts). Asking does not
 * extend the session: an open page left alone still signs out at the practice's time-out.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const state = await sessionState(request);
  if (state === "live") return json({ signedIn: true }, { headers: { "Cache-Control": "no-store" } });
  return failureResponse({
    code: "unauthenticated",
    message: state === "ended" ? SESSION_EXPIRED_MESSAGE : "Authentication required",
  });
}

/** Only GET: any other method is told so (405). */
export function action() {
  return methodNotAllowed(["GET"]);
}
