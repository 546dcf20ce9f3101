import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button.tsx";
import {
  ALL_COOKIES,
  browserStorage,
  COOKIE_CONSENT_EVENT,
  COOKIE_CONSENT_KEY,
  dismissBanner,
  ESSENTIAL_ONLY,
  saveCookiePreferences,
  shouldShowBanner,
  type CookiePreferences,
} from "./cookie-preferences.ts";
import * as styles from "./cookie-consent.css.ts";

/** Room left between the banner and a focused control, so its focus ring shows too. */
const FOCUS_CLEARANCE_PX = 8;

function bannerWanted(): boolean {
  return shouldShowBanner({ local: browserStorage("local"), session: browserStorage("session") });
}

/**
 * The cookie banner (product.md §2 "Layout", §4). It depends on browser storage, so it renders nothing on the server
 * and appears only after hydration, and only to someone who has not chosen yet: no flash for people who have,
 * no hydration mismatch. Without JavaScript it never shows; nothing optional is stored then either.
 */
export function CookieConsent({ besideSidebar = false }: { besideSidebar?: boolean }) {
  const [visible, setVisible] = useState(false);
  const bannerRef = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    const update = () => setVisible(bannerWanted());
    update();
    // A choice made on the Cookie Policy page, or in another tab, hides the banner here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === COOKIE_CONSENT_KEY) update();
    };
    window.addEventListener(COOKIE_CONSENT_EVENT, update);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener(COOKIE_CONSENT_EVENT, update);
      window.removeEventListener("storage", onStorage);
    };
  }, []);

  // While the banner shows, the page reserves the space it takes at the bottom of the window: a spacer as tall
  // as the banner lets the page scroll clear of it, and the same bottom scroll padding makes focusing or
  // scrolling to a control stop above the banner instead of behind it.
  useEffect(() => {
    if (!visible || height === 0) return;
    const root = document.documentElement;
    root.style.scrollPaddingBottom = `${height + FOCUS_CLEARANCE_PX}px`;
    return () => {
      root.style.removeProperty("scroll-padding-bottom");
    };
  }, [visible, height]);

  useEffect(() => {
    const element = bannerRef.current;
    if (!visible || !element) return;
    const measure = () => setHeight(Math.max(0, Math.ceil(window.innerHeight - element.getBoundingClientRect().top)));
    measure();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener("resize", measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, [visible]);

  if (!visible) return null;

  const choose = (preferences: CookiePreferences) => {
    setVisible(false);
    if (saveCookiePreferences(browserStorage("local"), preferences)) {
      window.dispatchEvent(new Event(COOKIE_CONSENT_EVENT));
    }
  };
  const close = () => {
    dismissBanner(browserStorage("session"));
    setVisible(false);
  };

  return (
    <>
      <div aria-hidden="true" style={{ height }} />
      <div
        ref={bannerRef}
        role="region"
        aria-label="Cookie consent"
        className={besideSidebar ? `${styles.banner} ${styles.besideSidebar}` : styles.banner}
      >
        <div className={styles.inner}>
          <h2 className={styles.title}>Cookies on Notewell</h2>
          <p className={styles.text}>
            Notewell uses essential cookies and browser storage to keep you signed in and your drafts safe on this
            device. We do not use analytics or marketing cookies.
          </p>
          <div className={styles.actions}>
            <Button size="sm" onClick={() => choose(ALL_COOKIES)}>
              Accept All Cookies
            </Button>
            <Button size="sm" variant="secondary" onClick={() => choose(ESSENTIAL_ONLY)}>
              Essential Only
            </Button>
            <Button size="sm" variant="ghost" className={styles.wide} asChild>
              <Link to="/cookie-policy#cookie-settings">Customize Preferences</Link>
            </Button>
          </div>
          <ul className={styles.links}>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-of-service">Terms of Service</Link>
            </li>
          </ul>
          <Button variant="ghost" size="sm" className={styles.close} aria-label="Close cookie banner" onClick={close}>
            <span aria-hidden="true">×</span>
          </Button>
        </div>
      </div>
    </>
  );
}
