import { cssBundleHref } from "@remix-run/css-bundle";
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { CookieConsent } from "~/features/legal/cookie-consent.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { AppShell } from "~/components/layout/app-shell.tsx";
import { useNonce } from "~/components/nonce.ts";
import { OfflineLinks } from "~/components/offline-links.ts";
import { forgetPatientText, useSessionWatch } from "~/components/session-end.ts";
import { ToastProvider } from "~/components/ui/toast.tsx";
import "~/styles/theme.css.ts";
import type { loader } from "./root.server.ts";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
];

export { loader } from "./root.server.ts";

export const meta: MetaFunction = () => [
  { title: "Notewell — Professional Medical Dictation Assistant" },
  { name: "description", content: "Live dictation and consultation notes for UK clinicians." },
];

function Document({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { user, toast, maintenance, passwordChangeRequired } = useLoaderData<typeof loader>();
  // Signed in: the page notices when its session ends. Signed out: nothing readable is left in the browser.
  useSessionWatch(Boolean(user));
  return (
    <Document>
      <ToastProvider flash={toast} docked={Boolean(user)}>
        <OfflineLinks />
        {user ? (
          <AppShell user={user} onSignedOut={forgetPatientText} flash={toast} maintenance={maintenance}>
            <Outlet />
          </AppShell>
        ) : (
          <Outlet />
        )}
        <CookieConsent besideSidebar={Boolean(user) && !passwordChangeRequired} />
      </ToastProvider>
    </Document>
  );
}

export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <Document>
      <ToastProvider docked={Boolean(data?.user)}>
        <OfflineLinks />
        {data?.user ? (
          <AppShell user={data.user} onSignedOut={forgetPatientText} maintenance={data.maintenance}>
            <GeneralErrorBoundary />
          </AppShell>
        ) : (
          <main style={{ maxWidth: 720, margin: "48px auto", padding: 16 }}>
            <GeneralErrorBoundary />
          </main>
        )}
      </ToastProvider>
    </Document>
  );
}
