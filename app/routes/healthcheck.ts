import { db } from "~/platform/db.server.ts";
import { methodNotAllowed } from "~/platform/http.server.ts";

/** Liveness of the app and its database, for the start script, containers and load balancers. */
export async function loader() {
  try {
    await db().query("SELECT 1");
    return new Response("OK", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  } catch {
    return new Response("Database unreachable", { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}

/** Only GET: any other method is told so (405), not Remix's bare "Unexpected Server Error". */
export function action() {
  return methodNotAllowed(["GET"]);
}
