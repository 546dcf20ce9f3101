import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { Card } from "~/components/ui/card.tsx";

export function NotFound() {
  return (
    <Card title="Page Not Found" headingLevel={1}>
      <p>Did you forget to add the page to the router?</p>
      <p>
        <Link to="/">Go to the dictation screen</Link>
      </p>
    </Card>
  );
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
