import { redirect } from "@remix-run/node";

export function loader() {
  return redirect("/favicon.svg", { status: 301 });
}
