import type { MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary, NotFound } from "~/components/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Page Not Found — Notewell" }];

/** Anything not in the route table (product.md §2): a public 404 page. */
export function loader() {
  throw new Response("Not found", { status: 404 });
}

export function action() {
  throw new Response("Not found", { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
