import { Form, NavLink } from "@remix-run/react";
import { Badge } from "~/components/ui/badge.tsx";
import { Button } from "~/components/ui/button.tsx";
import { clearDrafts } from "~/dictation/drafts.ts";
import type { PublicUser } from "~/models/user.server.ts";
import * as styles from "./sidebar.css.ts";

export const PRODUCT_NAME = "Notewell";
export const TAGLINE = "Professional Medical Dictation Assistant";

const NAV = [
  { to: "/", label: "Transcription", end: true },
  { to: "/help", label: "Help" },
  { to: "/preferences", label: "Preferences" },
  { to: "/profile", label: "Profile" },
];
const ADMIN_NAV = [
  { to: "/admin/users", label: "User Management" },
  { to: "/admin/settings", label: "Settings" },
];

type SidebarUser = Pick<PublicUser, "firstName" | "lastName" | "email" | "role">;

export function Sidebar({ user, onNavigate }: { user: SidebarUser; onNavigate?: () => void }) {
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
          {NAV.map((item) => (
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
            {ADMIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={styles.navLink} onClick={onNavigate}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {/* Spec §4: logout clears the cached data and saved transcript entries, then goes to /. */}
      <Form method="post" action="/api/logout" reloadDocument className={styles.signOut} onSubmit={() => clearDrafts()}>
        <Button type="submit" variant="secondary" style={{ width: "100%" }}>
          Sign Out
        </Button>
      </Form>
    </div>
  );
}
