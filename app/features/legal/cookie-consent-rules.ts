import { BANNER_DISMISSED_KEY, COOKIE_CONSENT_KEY, COOKIE_PREFERENCES_KEY } from "~/platform/browser-storage.ts";

/**
 * Whether the cookie banner shows, and the consent record it depends on (cookie-preferences.ts has the rest of the
 * cookie choices): every page loads this much, the banner and the Cookie Policy page the rest (decision 029).
 */
export { browserStorage } from "~/platform/browser-storage.ts";
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

export const DEFAULT_COOKIE_PREFERENCES: CookiePreferences = {
  essential: true,
  functional: true,
  analytics: false,
  marketing: false,
};

export function readJson(storage: Storage | null, key: string): Record<string, unknown> | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function toPreferences(value: Record<string, unknown> | null, fallback: CookiePreferences): CookiePreferences {
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
