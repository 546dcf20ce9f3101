import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button.tsx";
import {
  ALL_COOKIES,
  browserStorage,
  COOKIE_CONSENT_EVENT,
  dismissBanner,
  ESSENTIAL_ONLY,
  saveCookiePreferences,
  type CookiePreferences,
} from "./cookie-preferences.ts";
import * as styles from "./cookie-consent.css.ts";

/** Room left between the banner and a focused control, so its focus ring shows too. */
const FOCUS_CLEARANCE_PX = 8;

/**
 * For this long after it appears, the banner lets clicks through to the page beneath (decision 015). It appears
 * once the page has hydrated, which on a slow PC can be the moment someone clicks "Continue as guest": that click
 * was aimed at the button, not at a banner nobody has seen yet. Chromium's own permission prompts ignore clicks
 * for the same 500 ms after they show, for the same reason.
 */
const ARRIVAL_MS = 500;

/**
 * The cookie banner itself (cookie-consent.tsx decides when it shows, and loads this module then: decision 029).
 * `onClosed` runs when the person chooses or closes it.
 */
export default function CookieBanner({ besideSidebar, onClosed }: { besideSidebar: boolean; onClosed: () => void }) {
  const bannerRef = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  const [arrived, setArrived] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setArrived(true), ARRIVAL_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // While the banner shows, the page reserves the space it takes at the bottom of the window: a spacer as tall
  // as the banner lets the page scroll clear of it, and the same bottom scroll padding makes focusing or
  // scrolling to a control stop above the banner instead of behind it.
  useEffect(() => {
    if (height === 0) return;
    const root = document.documentElement;
    root.style.scrollPaddingBottom = `${height + FOCUS_CLEARANCE_PX}px`;
    return () => {
      root.style.removeProperty("scroll-padding-bottom");
    };
  }, [height]);

  useEffect(() => {
    const element = bannerRef.current;
    if (!element) return;
    const measure = () => setHeight(Math.max(0, Math.ceil(window.innerHeight - element.getBoundingClientRect().top)));
    measure();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener("resize", measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, []);

  const choose = (preferences: CookiePreferences) => {
    onClosed();
    if (saveCookiePreferences(browserStorage("local"), preferences)) {
      window.dispatchEvent(new Event(COOKIE_CONSENT_EVENT));
    }
  };
  const close = () => {
    dismissBanner(browserStorage("session"));
    onClosed();
  };

  return (
    <>
      <div aria-hidden="true" style={{ height }} />
      <div
        ref={bannerRef}
        role="region"
        aria-label="Cookie consent"
        className={[styles.banner, besideSidebar && styles.besideSidebar, !arrived && styles.arriving]
          .filter(Boolean)
          .join(" ")}
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
