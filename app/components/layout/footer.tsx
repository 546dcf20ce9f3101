import { Link } from "@remix-run/react";
import { Badge } from "~/components/ui/badge.tsx";
import * as styles from "./footer.css.ts";

export const SUPPORT_EMAIL = "support@notewell.co.uk";

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <nav aria-label="Legal">
          <h2 className={styles.heading}>Legal</h2>
          <ul className={styles.list}>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-of-service">Terms of Service</Link>
            </li>
            <li>
              <Link to="/cookie-policy">Cookie Policy</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Support">
          <h2 className={styles.heading}>Support</h2>
          <ul className={styles.list}>
            <li>
              <Link to="/help">Help Guide</Link>
            </li>
            <li>
              <Link to="/preferences">Preferences</Link>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>Contact support</a>
            </li>
          </ul>
        </nav>
        <section aria-label="Compliance">
          <h2 className={styles.heading}>Compliance</h2>
          <div className={styles.badges}>
            <Badge tone="success">UK GDPR Compliant</Badge>
            {/* What the badge claims, and what it does not (decision 058). */}
            <Link to="/nhs-standards" className={styles.badgeLink}>
              <Badge tone="brand">NHS Standards</Badge>
            </Link>
          </div>
        </section>
      </div>
      <p className={styles.small}>Notewell is a documentation aid. Check every document before it enters the record.</p>
    </footer>
  );
}
