import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import { Card } from "~/components/ui/card.tsx";
import { useSignedIn } from "./layout/use-signed-in.ts";

/**
 * "Page Not Found", with where to go next: inside the side menu for a signed-in user (root.tsx puts it round every
 * page); an address outside the route table gets the visitors' header and footer round it too (routes/$.tsx, which
 * keeps that layout out of every page's JavaScript). (The spec's "Did you forget to add the page to the router?" is a
 * developer's hint: decision 059.)
 */
export function NotFound() {
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  const card = (
    <Card title="Page Not Found" headingLevel={1}>
      <p>
        There is no page at <code>{pathname}</code>. The address may be mistyped, or the page may have moved.
      </p>
      <ul>
        {signedIn ? (
          <>
            <li>
              <Link to="/">Go to the dictation screen</Link>
            </li>
            <li>
              <Link to="/history">My consultations</Link>
            </li>
            <li>
              <Link to="/help">Help Guide</Link>
            </li>
          </>
        ) : (
          <li>
            <Link to="/auth">Sign in to Notewell</Link>
          </li>
        )}
      </ul>
    </Card>
  );
  return card;
}

/**
 * The one error boundary every route delegates to. Expected failures (thrown Responses) show their message;
 * anything else shows a plain apology. A stack trace is never shown.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFound />;
    const message = typeof error.data === "string" ? error.data : (error.data as { error?: string })?.error;
    return (
      <Card title={error.status === 403 ? "Not allowed" : "Something went wrong"} headingLevel={1}>
        <p>{message || "Please try again."}</p>
        <p>
          <Link to="/">Back to the dictation screen</Link>
        </p>
      </Card>
    );
  }
  return (
    <Card title="Something went wrong" headingLevel={1}>
      <p>Notewell hit an unexpected problem. Your saved drafts are kept in this browser; please try again.</p>
      <p>
        <Link to="/">Back to the dictation screen</Link>
      </p>
    </Card>
  );
}
