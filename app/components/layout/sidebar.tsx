import { Form, NavLink } from "@remix-run/react";
import type { FormEvent } from "react";
import { signedOutOnPurpose } from "~/components/session-end.ts";
import { Badge } from "~/components/ui/badge.tsx";
import { Button } from "~/components/ui/button.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import type { PublicUser } from "~/platform/users.server.ts";
import * as styles from "./sidebar.css.ts";

export const PRODUCT_NAME = "Notewell";
export const TAGLINE = "Professional Medical Dictation Assistant";

export const NAV_ITEMS = [
  { to: "/", label: "Transcription", end: true },
  { to: "/history", label: "My consultations" },
  { to: "/help", label: "Help" },
  { to: "/preferences", label: "Preferences" },
  { to: "/profile", label: "Profile" },
];
export const ADMIN_NAV_ITEMS = [
  { to: "/admin/users", label: "User Management" },
  { to: "/admin/settings", label: "Settings" },
  { to: "/admin/templates", label: "Practice templates" },
  { to: "/admin/usage", label: "Usage" },
  { to: "/admin/audit", label: "Audit log" },
  { to: "/admin/governance", label: "Governance pack" },
];

type SidebarUser = Pick<PublicUser, "firstName" | "lastName" | "email" | "role">;

export function Sidebar({
  user,
  onNavigate,
  onSignedOut,
}: {
  user: SidebarUser;
  onNavigate?: () => void;
  /** Runs once the server has ended the session, before the page reloads (the screen forgets its drafts). */
  onSignedOut?: () => void | Promise<void>;
}) {
  const toast = useToast();
  /** With JavaScript: POST /api/logout must answer OK, else 'Sign-out failed' and nothing is cleared. */
  async function signOut(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const response = await fetch("/api/logout", { method: "POST", credentials: "same-origin" });
      if (!response.ok) throw new Error(String(response.status));
    } catch {
      toast({ title: "Sign-out failed", description: "Please try again", type: "destructive" });
      return;
    }
    signedOutOnPurpose();
    // Nothing readable stays in the browser's stores (issue 21); a full page load drops what the page held in memory.
    await onSignedOut?.();
    window.location.assign("/");
  }
  return (
    <div className={styles.sidebar}>
      <div className={styles.brand}>
        <p className={styles.productName}>{PRODUCT_NAME}</p>
        <p className={styles.tagline}>{TAGLINE}</p>
      </div>
      <div className={styles.user}>
        <p className={styles.userName}>
          {user.firstName} {user.lastName}
        </p>
        <p className={styles.userEmail}>{user.email}</p>
        {user.role === "admin" ? <Badge tone="brand">Admin</Badge> : null}
      </div>
      <nav aria-label="Main" className={styles.section}>
        <ul className={styles.navList}>
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={styles.navLink} onClick={onNavigate}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {user.role === "admin" ? (
        <nav aria-label="Administration" className={styles.section}>
          <p className={styles.sectionTitle}>Administration</p>
          <ul className={styles.navList}>
            {ADMIN_NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={styles.navLink} onClick={onNavigate}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {/* docs/product.md §4: logout clears the cached data and saved transcript entries, then goes to /. */}
      <Form method="post" action="/api/logout" reloadDocument className={styles.signOut} onSubmit={signOut}>
        <Button type="submit" variant="secondary" style={{ width: "100%" }}>
          Sign Out
        </Button>
      </Form>
    </div>
  );
}
