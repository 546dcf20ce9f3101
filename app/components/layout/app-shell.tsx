import * as RadixDialog from "radix-ui/dialog";
import { useState, type ReactNode } from "react";
import type { PublicUser } from "~/platform/users.server.ts";
import * as styles from "./app-shell.css.ts";
import { Footer } from "./footer.tsx";
import { ADMIN_NAV_ITEMS, NAV_ITEMS, PRODUCT_NAME, Sidebar } from "./sidebar.tsx";

type ShellUser = Pick<PublicUser, "firstName" | "lastName" | "email" | "role">;

/** Signed-in layout (product.md §2): fixed sidebar on large screens, mobile header + slide-in drawer on small ones. */
export function AppShell({
  user,
  children,
  onSignedOut,
}: {
  user: ShellUser;
  children: ReactNode;
  onSignedOut?: () => void;
}) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <aside className={styles.sidebarFixed} aria-label="Side menu">
        <Sidebar user={user} onSignedOut={onSignedOut} />
      </aside>
      <RadixDialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <header className={styles.mobileHeader}>
          <RadixDialog.Trigger className={styles.menuButton} aria-label="Open menu">
            ☰ Menu
          </RadixDialog.Trigger>
          <p className={styles.mobileTitle}>{PRODUCT_NAME}</p>
        </header>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className={styles.overlay} />
          <RadixDialog.Content className={styles.drawer} aria-describedby={undefined}>
            <RadixDialog.Title className="visually-hidden">Menu</RadixDialog.Title>
            <Sidebar user={user} onNavigate={() => setDrawerOpen(false)} onSignedOut={onSignedOut} />
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
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
        {children}
      </main>
      <Footer />
    </div>
  );
}
