import { redirect } from "@remix-run/node";
import { methodNotAllowed } from "~/platform/http.server.ts";

export function loader() {
  return redirect("/favicon.svg", { status: 301 });
}

/** Only GET: any other method is told so (405), not Remix's bare "Unexpected Server Error". */
export function action() {
  return methodNotAllowed(["GET"]);
}
