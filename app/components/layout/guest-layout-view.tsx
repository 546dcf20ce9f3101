import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Alert } from "~/components/ui/alert.tsx";
import { Footer } from "./footer.tsx";
import * as styles from "./guest-layout.css.ts";
import { PRODUCT_NAME, TAGLINE } from "./sidebar.tsx";

const GUEST_BANNER = "Guest session — nothing you do here is saved. Sign in to keep your work.";

/**
 * The dictation screen for a guest (decision 017): no side menu (the other screens need an account), a header
 * with Sign in and End guest session, and a banner saying plainly that nothing is saved.
 */
export function GuestLayoutView({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <div>
          <p className={styles.productName}>{PRODUCT_NAME}</p>
          <p className={styles.tagline}>{TAGLINE}</p>
        </div>
        <div className={styles.actions}>
          <Link to="/auth" className={styles.signIn}>
            Sign in
          </Link>
          <form method="post" action="/api/logout">
            <button type="submit" className={styles.endButton}>
              End guest session
            </button>
          </form>
        </div>
      </header>
      <main id="main" className={styles.main}>
        <Alert tone="warning" role="note">
          <strong>{GUEST_BANNER}</strong>
        </Alert>
        {children}
      </main>
      <Footer />
    </div>
  );
}
