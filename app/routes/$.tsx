import type { MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/error-boundary.tsx";
import { useSignedIn } from "~/components/layout/use-signed-in.ts";
import { VisitorLayout } from "~/components/layout/visitor-layout.tsx";

export const meta: MetaFunction = () => [{ title: "Page Not Found — Notewell" }];

/**
 * Anything not in the route table (product.md §2): a public 404 page in the app's own layout (decision 059): the side
 * menu when signed in, the visitors' header and footer otherwise.
 */
export function loader() {
  throw new Response("Not found", { status: 404 });
}

export function action() {
  throw new Response("Not found", { status: 404 });
}

function NotFoundPage() {
  const signedIn = useSignedIn();
  return signedIn ? (
    <NotFound />
  ) : (
    <VisitorLayout>
      <NotFound />
    </VisitorLayout>
  );
}

export default NotFoundPage;

/** The loader always answers 404, so this is what shows. */
export function ErrorBoundary() {
  return <NotFoundPage />;
}
