import { Link, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { SUPPORT_EMAIL } from "./footer.tsx";
import * as styles from "./visitor-layout.css.ts";

const PUBLIC_LINKS = [
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-of-service", label: "Terms of Service" },
  { to: "/cookie-policy", label: "Cookie Policy" },
  { to: "/nhs-standards", label: "NHS Standards" },
];

/**
 * The app's layout for visitors who are not signed in (signed-in users have the sidebar and footer: app-shell.tsx):
 * a slim header with the product and a way to sign in, the page, and a footer with the public pages. The policy
 * pages, the NHS Standards statement and the Page Not Found page use it.
 */
export function VisitorLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <header className={styles.topBar}>
        <div className={styles.topBarInner}>
          <Link to="/auth" className={styles.brand}>
            Notewell
          </Link>
          <Link to="/auth" className={styles.topLink}>
            Sign in
          </Link>
        </div>
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <nav aria-label="Public pages">
            <ul className={styles.footerLinks}>
              {PUBLIC_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to}>{link.label}</NavLink>
                </li>
              ))}
              <li>
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </li>
            </ul>
          </nav>
          <p className={styles.footerNote}>Notewell is a documentation aid for UK clinicians.</p>
        </div>
      </footer>
    </div>
  );
}
