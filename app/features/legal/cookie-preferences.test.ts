import { describe, expect, test } from "vitest";
import {
  ALL_COOKIES,
  BANNER_DISMISSED_KEY,
  COOKIE_CONSENT_KEY,
  COOKIE_PREFERENCES_KEY,
  DEFAULT_COOKIE_PREFERENCES,
  describeChange,
  dismissBanner,
  ESSENTIAL_ONLY,
  isBannerDismissed,
  readConsent,
  readCookiePreferences,
  saveCookiePreferences,
  shouldShowBanner,
  withCategory,
  type CookiePreferences,
} from "./cookie-preferences.ts";

/** A Map-backed Storage; `failWrites` makes setItem throw as a full or blocked store does. */
function memoryStorage({ failWrites = false } = {}): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (failWrites) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      items.set(key, String(value));
    },
  };
}

const NOW = new Date("2025-06-05T09:30:00.000Z");
const DAY = 24 * 60 * 60 * 1000;

describe("saving a choice", () => {
  test("Accept All stores all four categories true and a consent record with the ISO time", () => {
    const local = memoryStorage();
    const record = saveCookiePreferences(local, ALL_COOKIES, NOW);
    expect(record).toEqual({ ...ALL_COOKIES, timestamp: "2025-06-05T09:30:00.000Z" });
    expect(JSON.parse(local.getItem(COOKIE_PREFERENCES_KEY)!)).toEqual(ALL_COOKIES);
    expect(JSON.parse(local.getItem(COOKIE_CONSENT_KEY)!)).toEqual({
      essential: true,
      functional: true,
      analytics: true,
      marketing: true,
      timestamp: "2025-06-05T09:30:00.000Z",
    });
  });

  test("Essential Only stores essential true and the rest false", () => {
    const local = memoryStorage();
    saveCookiePreferences(local, ESSENTIAL_ONLY, NOW);
    expect(JSON.parse(local.getItem(COOKIE_CONSENT_KEY)!)).toMatchObject({
      essential: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
  });

  test("essential is stored as true even if a caller passes false", () => {
    const local = memoryStorage();
    const forged = { ...ESSENTIAL_ONLY, essential: false } as unknown as CookiePreferences;
    saveCookiePreferences(local, forged, NOW);
    expect(JSON.parse(local.getItem(COOKIE_PREFERENCES_KEY)!).essential).toBe(true);
  });

  test("returns null when the browser refuses storage", () => {
    expect(saveCookiePreferences(null, ALL_COOKIES, NOW)).toBeNull();
    expect(saveCookiePreferences(memoryStorage({ failWrites: true }), ALL_COOKIES, NOW)).toBeNull();
  });
});

describe("reading the choice back", () => {
  test("with nothing stored: no consent and the defaults (functional on, analytics and marketing off)", () => {
    const local = memoryStorage();
    expect(readConsent(local, NOW)).toBeNull();
    expect(readCookiePreferences(local, NOW)).toEqual({
      essential: true,
      functional: true,
      analytics: false,
      marketing: false,
    });
    expect(readCookiePreferences(null, NOW)).toEqual(DEFAULT_COOKIE_PREFERENCES);
  });

  test("returns what was saved", () => {
    const local = memoryStorage();
    const saved = { essential: true, functional: false, analytics: true, marketing: false } as const;
    saveCookiePreferences(local, saved, NOW);
    expect(readCookiePreferences(local, NOW)).toEqual(saved);
    expect(readConsent(local, NOW)).toEqual({ ...saved, timestamp: NOW.toISOString() });
  });

  test("a consent record older than a year no longer counts, and the defaults apply again", () => {
    const local = memoryStorage();
    saveCookiePreferences(local, ALL_COOKIES, NOW);
    const justUnderAYear = new Date(NOW.getTime() + 364 * DAY);
    const overAYear = new Date(NOW.getTime() + 366 * DAY);
    expect(readConsent(local, justUnderAYear)).not.toBeNull();
    expect(readConsent(local, overAYear)).toBeNull();
    expect(readCookiePreferences(local, overAYear)).toEqual(DEFAULT_COOKIE_PREFERENCES);
  });

  test("unreadable or incomplete records are ignored rather than trusted", () => {
    const local = memoryStorage();
    local.setItem(COOKIE_CONSENT_KEY, "{not json");
    expect(readConsent(local, NOW)).toBeNull();
    local.setItem(
      COOKIE_CONSENT_KEY,
      JSON.stringify({ essential: true, functional: true, timestamp: NOW.toISOString() }),
    );
    expect(readConsent(local, NOW)).toBeNull();
    local.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ ...ALL_COOKIES, timestamp: "yesterday" }));
    expect(readConsent(local, NOW)).toBeNull();
    local.setItem(
      COOKIE_CONSENT_KEY,
      JSON.stringify({ ...ALL_COOKIES, timestamp: new Date(NOW.getTime() + 30 * DAY).toISOString() }),
    );
    expect(readConsent(local, NOW)).toBeNull();
    local.setItem(COOKIE_CONSENT_KEY, JSON.stringify([true, true]));
    expect(readConsent(local, NOW)).toBeNull();
  });

  test("a malformed preferences entry falls back category by category", () => {
    const local = memoryStorage();
    saveCookiePreferences(local, ALL_COOKIES, NOW);
    local.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify({ essential: false, functional: "yes", analytics: true }));
    expect(readCookiePreferences(local, NOW)).toEqual({
      essential: true,
      functional: true,
      analytics: true,
      marketing: false,
    });
  });
});

describe("switching one category", () => {
  test("changes only that category", () => {
    expect(withCategory(DEFAULT_COOKIE_PREFERENCES, "analytics", true)).toEqual({
      essential: true,
      functional: true,
      analytics: true,
      marketing: false,
    });
    expect(withCategory(DEFAULT_COOKIE_PREFERENCES, "functional", false).functional).toBe(false);
  });

  test("essential cannot be switched off", () => {
    expect(withCategory(DEFAULT_COOKIE_PREFERENCES, "essential", false).essential).toBe(true);
  });

  test("the toast says which category changed and how", () => {
    expect(describeChange("analytics", true)).toBe("Analytics cookies enabled");
    expect(describeChange("marketing", false)).toBe("Marketing cookies disabled");
    expect(describeChange("functional", true)).toBe("Functional cookies enabled");
  });
});

describe("the banner", () => {
  test("shows until a choice is stored", () => {
    const local = memoryStorage();
    const session = memoryStorage();
    expect(shouldShowBanner({ local, session }, NOW)).toBe(true);
    saveCookiePreferences(local, ESSENTIAL_ONLY, NOW);
    expect(shouldShowBanner({ local, session }, NOW)).toBe(false);
  });

  test("closing it hides it for the browser session without storing a choice", () => {
    const local = memoryStorage();
    const session = memoryStorage();
    dismissBanner(session);
    expect(session.getItem(BANNER_DISMISSED_KEY)).toBe("true");
    expect(isBannerDismissed(session)).toBe(true);
    expect(shouldShowBanner({ local, session }, NOW)).toBe(false);
    expect(local.length).toBe(0);
    // A new browser session starts with empty sessionStorage: the banner is back.
    expect(shouldShowBanner({ local, session: memoryStorage() }, NOW)).toBe(true);
  });

  test("comes back once the stored choice is a year old", () => {
    const local = memoryStorage();
    saveCookiePreferences(local, ALL_COOKIES, NOW);
    expect(shouldShowBanner({ local, session: memoryStorage() }, new Date(NOW.getTime() + 366 * DAY))).toBe(true);
  });

  test("shows (and does not throw) when the browser has no storage", () => {
    expect(() => dismissBanner(null)).not.toThrow();
    expect(shouldShowBanner({ local: null, session: null }, NOW)).toBe(true);
  });
});
