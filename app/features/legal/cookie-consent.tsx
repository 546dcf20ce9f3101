import { Suspense, useEffect, useState } from "react";
import { lazyPart } from "~/components/on-demand.tsx";
import { browserStorage, COOKIE_CONSENT_EVENT, COOKIE_CONSENT_KEY, shouldShowBanner } from "./cookie-consent-rules.ts";

/** The banner, loaded only for someone who has not chosen yet (decision 029); if it cannot be, it does not show. */
const CookieBanner = lazyPart(
  () => import("./cookie-banner.tsx").then((banner) => banner.default),
  () => null,
);

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

  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner besideSidebar={besideSidebar} onClosed={() => setVisible(false)} />
    </Suspense>
  );
}
