import { BANNER_DISMISSED_KEY, COOKIE_CONSENT_KEY, COOKIE_PREFERENCES_KEY } from "~/platform/browser-storage.ts";
import {
  DEFAULT_COOKIE_PREFERENCES,
  readConsent,
  readJson,
  toPreferences,
  type ConsentRecord,
  type CookieCategory,
  type CookiePreferences,
} from "./cookie-consent-rules.ts";

/**
 * Cookie choices kept in the browser (product.md §3 "Browser-stored data", §4 "Cookie banner").
 *
 * - `notewell:cookie-preferences`: the four categories; essential is always true.
 * - `notewell:cookie-consent`: the same four booleans plus the ISO date-time the choice was made. Its presence
 *   is what hides the banner; a record older than a year (product.md §9) no longer counts, so the person is asked again.
 * - Closing the banner without choosing is remembered in sessionStorage only, for this browser session.
 *
 * Every function takes the `Storage` to use (or null when the browser refuses storage), so the rules can be
 * tested without a browser.
 */
export * from "./cookie-consent-rules.ts";

export const CATEGORY_LABELS: Record<CookieCategory, string> = {
  essential: "Essential",
  functional: "Functional",
  analytics: "Analytics",
  marketing: "Marketing",
};

export const ALL_COOKIES: CookiePreferences = { essential: true, functional: true, analytics: true, marketing: true };
export const ESSENTIAL_ONLY: CookiePreferences = {
  essential: true,
  functional: false,
  analytics: false,
  marketing: false,
};

/**
 * The preferences in force: the saved ones while the consent is current, otherwise the defaults
 * (functional on, analytics and marketing off). Essential is true whatever is stored.
 */
export function readCookiePreferences(storage: Storage | null, now: Date = new Date()): CookiePreferences {
  if (!readConsent(storage, now)) return { ...DEFAULT_COOKIE_PREFERENCES };
  return toPreferences(readJson(storage, COOKIE_PREFERENCES_KEY), DEFAULT_COOKIE_PREFERENCES);
}

/**
 * Saves the preferences and the consent record (the same booleans plus the time). Returns the record,
 * or null if the browser would not store it.
 */
export function saveCookiePreferences(
  storage: Storage | null,
  preferences: CookiePreferences,
  now: Date = new Date(),
): ConsentRecord | null {
  if (!storage) return null;
  const clean = toPreferences(preferences, DEFAULT_COOKIE_PREFERENCES);
  const record: ConsentRecord = { ...clean, timestamp: now.toISOString() };
  try {
    storage.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify(clean));
    storage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(record));
    return record;
  } catch {
    return null;
  }
}

/** The preferences with one category switched; essential cannot be switched off. */
export function withCategory(
  preferences: CookiePreferences,
  category: CookieCategory,
  enabled: boolean,
): CookiePreferences {
  if (category === "essential") return { ...preferences, essential: true };
  return { ...preferences, [category]: enabled };
}

/** The toast description for a switch change, e.g. "Analytics cookies enabled". */
export function describeChange(category: CookieCategory, enabled: boolean): string {
  const label = CATEGORY_LABELS[category];
  return enabled ? `${label} cookies enabled` : `${label} cookies disabled`;
}

/** Hides the banner for this browser session without recording a choice. */
export function dismissBanner(session: Storage | null): void {
  try {
    session?.setItem(BANNER_DISMISSED_KEY, "true");
  } catch {
    // storage refused: the banner is still hidden until the next page load
  }
}
