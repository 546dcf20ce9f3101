import { BANNER_DISMISSED_KEY, COOKIE_CONSENT_KEY, COOKIE_PREFERENCES_KEY } from "~/platform/browser-storage.ts";

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
export { BANNER_DISMISSED_KEY, COOKIE_CONSENT_KEY, COOKIE_PREFERENCES_KEY };
/** Fired on `window` after a choice is saved, so the banner and the Cookie Policy switches stay in step. */
export const COOKIE_CONSENT_EVENT = "notewell:cookie-consent-change";
/** docs/product.md §9: cookie consent and preferences last 1 year. */
const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
/** A record dated further ahead than this is not trusted (a wrong clock by a few hours is tolerated). */
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

export const COOKIE_CATEGORIES = ["essential", "functional", "analytics", "marketing"] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];
export type CookiePreferences = { essential: true } & Record<Exclude<CookieCategory, "essential">, boolean>;
export type ConsentRecord = CookiePreferences & { timestamp: string };

export const CATEGORY_LABELS: Record<CookieCategory, string> = {
  essential: "Essential",
  functional: "Functional",
  analytics: "Analytics",
  marketing: "Marketing",
};

export const DEFAULT_COOKIE_PREFERENCES: CookiePreferences = {
  essential: true,
  functional: true,
  analytics: false,
  marketing: false,
};
export const ALL_COOKIES: CookiePreferences = { essential: true, functional: true, analytics: true, marketing: true };
export const ESSENTIAL_ONLY: CookiePreferences = {
  essential: true,
  functional: false,
  analytics: false,
  marketing: false,
};

/** The browser's local or session storage, or null where it is unavailable (server, blocked, private mode). */
export function browserStorage(kind: "local" | "session"): Storage | null {
  try {
    if (typeof window === "undefined") return null;
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function readJson(storage: Storage | null, key: string): Record<string, unknown> | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function toPreferences(value: Record<string, unknown> | null, fallback: CookiePreferences): CookiePreferences {
  const pick = (category: Exclude<CookieCategory, "essential">) =>
    typeof value?.[category] === "boolean" ? (value[category] as boolean) : fallback[category];
  return {
    essential: true,
    functional: pick("functional"),
    analytics: pick("analytics"),
    marketing: pick("marketing"),
  };
}

/**
 * The consent record, or null when there is none, it is unreadable, or it is more than a year old
 * (or dated in the future, which only a tampered or clock-skewed record can be).
 */
export function readConsent(storage: Storage | null, now: Date = new Date()): ConsentRecord | null {
  const value = readJson(storage, COOKIE_CONSENT_KEY);
  if (!value || typeof value.timestamp !== "string") return null;
  if (!COOKIE_CATEGORIES.every((category) => typeof value[category] === "boolean")) return null;
  const madeAt = Date.parse(value.timestamp);
  if (Number.isNaN(madeAt)) return null;
  const age = now.getTime() - madeAt;
  if (age < -CLOCK_SKEW_MS || age > CONSENT_MAX_AGE_MS) return null;
  return { ...toPreferences(value, DEFAULT_COOKIE_PREFERENCES), timestamp: value.timestamp };
}

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

export function isBannerDismissed(session: Storage | null): boolean {
  try {
    return session?.getItem(BANNER_DISMISSED_KEY) === "true";
  } catch {
    return false;
  }
}

/** The banner shows until a current choice is stored, unless it was closed earlier in this browser session. */
export function shouldShowBanner(
  { local, session }: { local: Storage | null; session: Storage | null },
  now: Date = new Date(),
): boolean {
  return !readConsent(local, now) && !isBannerDismissed(session);
}
