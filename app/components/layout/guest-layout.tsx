import { Suspense, type ReactNode } from "react";
import { renderedThenLoaded } from "~/components/on-demand.tsx";
import * as onServer from "./guest-layout.server.tsx";

/**
 * The dictation screen for a guest (decision 017, guest-layout-view.tsx): loaded in the browser only by a guest's
 * page, so a clinician's never carries it (decision 029). If it cannot be fetched the screen shows without it.
 */
const GuestLayoutView = renderedThenLoaded(
  onServer.GuestLayoutView as typeof onServer.GuestLayoutView | undefined,
  () => import("./guest-layout-view.tsx").then((view) => view.GuestLayoutView),
  ({ children }) => <>{children}</>,
);

export function GuestLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <GuestLayoutView>{children}</GuestLayoutView>
    </Suspense>
  );
}
