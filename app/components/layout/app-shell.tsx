import { useId, useRef, useState, type ReactNode } from "react";
import { lazyPart, OnDemand, Unopened } from "~/components/on-demand.tsx";
import { useHydrated } from "~/components/use-hydrated.ts";
import { PlainToast, type ToastMessage } from "~/components/ui/toast.tsx";
import { Alert } from "~/components/ui/alert.tsx";
import type { PublicUser } from "~/platform/users.server.ts";
import * as styles from "./app-shell.css.ts";
import { Footer } from "./footer.tsx";
import { ADMIN_NAV_ITEMS, NAV_ITEMS, PRODUCT_NAME, Sidebar } from "./sidebar.tsx";

/** Radix Dialog with the sidebar inside, loaded when the menu first opens (decision 029). */
const MenuDrawer = lazyPart(() => import("../radix-on-demand.tsx").then((parts) => parts.MenuDrawer), Unopened);

type ShellUser = Pick<PublicUser, "firstName" | "lastName" | "email" | "role">;

/** Signed-in layout (product.md §2): fixed sidebar on large screens, mobile header + slide-in drawer on small ones. */
export function AppShell({
  user,
  children,
  onSignedOut,
  flash,
  maintenance,
}: {
  user: ShellUser;
  children: ReactNode;
  onSignedOut?: () => void | Promise<void>;
  /** The server's toast: shown at the top of the page until the page is hydrated (and without JavaScript). */
  flash?: ToastMessage | null;
  /** While maintenance mode is on: the administrator's message, shown above every signed-in page. */
  maintenance?: string | null;
}) {
  const hydrated = useHydrated();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <aside className={styles.sidebarFixed} aria-label="Side menu">
        <Sidebar user={user} onSignedOut={onSignedOut} />
      </aside>
      <header className={styles.mobileHeader}>
        {/* What Radix's Dialog.Trigger would render. */}
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          aria-controls={drawerOpen ? drawerId : undefined}
          data-state={drawerOpen ? "open" : "closed"}
          onClick={() => setDrawerOpen(!drawerOpen)}
        >
          ☰ Menu
        </button>
        <p className={styles.mobileTitle}>{PRODUCT_NAME}</p>
      </header>
      {/* Once opened, the drawer stays mounted (closed), as it would be had it been in the page all along. */}
      <OnDemand when={drawerOpen}>
        <MenuDrawer
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          contentId={drawerId}
          returnFocus={() => menuButton.current}
          user={user}
          onSignedOut={onSignedOut}
        />
      </OnDemand>
      {/* Without JavaScript the drawer cannot open: small screens get the menu as plain links. */}
      <noscript>
        <nav aria-label="Menu" className={styles.noscriptNav}>
          {[...NAV_ITEMS, ...(user.role === "admin" ? ADMIN_NAV_ITEMS : [])].map((item) => (
            <a key={item.to} href={item.to}>
              {item.label}
            </a>
          ))}
          <form method="post" action="/api/logout">
            <button type="submit">Sign Out</button>
          </form>
        </nav>
      </noscript>
      <main id="main" className={styles.main}>
        {!hydrated && flash ? <PlainToast toast={flash} inFlow /> : null}
        {maintenance ? (
          <div className={styles.maintenanceBanner}>
            <Alert tone="warning" role="note" title="Maintenance">
              <p className={styles.maintenanceMessage}>{maintenance}</p>
            </Alert>
          </div>
        ) : null}
        {children}
      </main>
      <Footer />
    </div>
  );
}
