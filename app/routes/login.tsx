import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/platform/http.server.ts";

/** /login is not a page of its own (product.md §2); the forgot-password success view links here. */
export function loader({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  return redirect(`/auth${search}`);
}

/** Only GET: any other method is told so (405), not Remix's bare "Unexpected Server Error". */
export function action() {
  return methodNotAllowed(["GET"]);
}
