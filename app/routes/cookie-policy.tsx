import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import {
  browserStorage,
  CATEGORY_LABELS,
  COOKIE_CATEGORIES,
  COOKIE_CONSENT_EVENT,
  DEFAULT_COOKIE_PREFERENCES,
  describeChange,
  readConsent,
  readCookiePreferences,
  saveCookiePreferences,
  withCategory,
  type CookieCategory,
  type CookiePreferences,
} from "~/features/legal/cookie-preferences.ts";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { SUPPORT_EMAIL } from "~/components/layout/footer.tsx";
import { DataTable, DocumentSection, PolicyPage } from "~/features/legal/policy-page.tsx";
import * as policyStyles from "~/features/legal/policy-page.css.ts";
import { SwitchField } from "~/components/ui/switch.tsx";
import { useToast } from "~/components/ui/toast.tsx";

export const meta: MetaFunction = () => [
  { title: "Cookie Policy — Notewell" },
  { name: "description", content: "The cookies and browser storage Notewell uses, and your cookie settings." },
];

const SECTIONS = [
  { id: "summary", title: "1. Cookies in brief" },
  { id: "cookie-settings", title: "2. Your cookie settings" },
  { id: "cookies-we-set", title: "3. Cookies Notewell sets" },
  { id: "browser-storage", title: "4. Information kept in your browser" },
  { id: "optional-cookies", title: "5. Optional cookies we do not set" },
  { id: "third-party-cookies", title: "6. Third-party cookies" },
  { id: "managing-cookies", title: "7. Managing cookies in your browser" },
  { id: "changes-and-contact", title: "8. Changes and contact" },
] as const;

const section = (id: (typeof SECTIONS)[number]["id"]) => SECTIONS.find((entry) => entry.id === id)!;

const CATEGORY_HINTS: Record<CookieCategory, string> = {
  essential:
    "Keep you signed in and secure, and keep your drafts and settings on this device. Notewell cannot work without them, so they are always on.",
  functional:
    "Optional conveniences remembered in this browser. Notewell uses none beyond the essentials today; your choice applies to any we add.",
  analytics: "Help us understand how Notewell is used. Notewell sets no analytics cookies today.",
  marketing: "Measure or personalise marketing. Notewell sets no marketing cookies today.",
};

const savedAtFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short" });

/**
 * The four switches (product.md §4). Each change is saved at once, with the consent record, and confirmed by a toast.
 * Browser storage is read only after hydration; until then the switches show the defaults and are disabled.
 */
function CookieSettings() {
  const toast = useToast();
  const [preferences, setPreferences] = useState<CookiePreferences>(DEFAULT_COOKIE_PREFERENCES);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const load = () => {
      const local = browserStorage("local");
      setPreferences(readCookiePreferences(local));
      setSavedAt(readConsent(local)?.timestamp ?? null);
    };
    load();
    setReady(true);
    // Choices made in the banner, or in another tab, show here straight away.
    window.addEventListener(COOKIE_CONSENT_EVENT, load);
    window.addEventListener("storage", load);
    return () => {
      window.removeEventListener(COOKIE_CONSENT_EVENT, load);
      window.removeEventListener("storage", load);
    };
  }, []);

  const change = (category: CookieCategory) => (enabled: boolean) => {
    const next = withCategory(preferences, category, enabled);
    const record = saveCookiePreferences(browserStorage("local"), next);
    if (!record) {
      toast({
        title: "Cookie preferences not saved",
        description: "Your browser is blocking storage for this site. Allow site data for Notewell and try again.",
        type: "destructive",
      });
      return;
    }
    setPreferences(next);
    setSavedAt(record.timestamp);
    window.dispatchEvent(new Event(COOKIE_CONSENT_EVENT));
    toast({ title: "Cookie Preferences Updated", description: describeChange(category, enabled), type: "success" });
  };

  return (
    <div className={policyStyles.stack}>
      <p>Changes are saved as soon as you make them, in this browser only.</p>
      {COOKIE_CATEGORIES.map((category) => (
        <SwitchField
          key={category}
          label={`${CATEGORY_LABELS[category]} cookies`}
          hint={CATEGORY_HINTS[category]}
          checked={category === "essential" ? true : preferences[category]}
          onCheckedChange={change(category)}
          disabled={category === "essential" || !ready}
        />
      ))}
      <p aria-live="polite">
        {savedAt ? (
          <>Choice saved on {savedAtFormat.format(new Date(savedAt))}. We will ask again after a year.</>
        ) : ready ? (
          <>You have not made a choice yet. The settings shown are the defaults.</>
        ) : null}
      </p>
      <noscript>
        <p>
          These settings need JavaScript. With JavaScript switched off, Notewell stores nothing optional in your
          browser.
        </p>
      </noscript>
    </div>
  );
}

const name = (value: string) => <code>{value}</code>;

export default function CookiePolicy() {
  return (
    <PolicyPage
      title="Cookie Policy"
      contents={SECTIONS}
      summary="The cookies and browser storage Notewell uses, why, and for how long. Notewell sets no analytics or marketing cookies."
    >
      <DocumentSection {...section("summary")}>
        <p>
          Cookies are small files a website stores in your browser. Websites can also keep information in your
          browser&apos;s local storage, which works in a similar way. This policy covers both.
        </p>
        <ul>
          <li>
            Notewell uses two essential cookies: one keeps you signed in, the other carries one-time notifications.
          </li>
          <li>
            Notewell keeps your drafts, your Transcription Formatting setting and your cookie choices in your
            browser&apos;s local storage, so a reload loses nothing. They never leave your device.
          </li>
          <li>
            Notewell sets no analytics, advertising or marketing cookies and no third-party tracking. The switches below
            record your choice, which we will respect if that ever changes.
          </li>
        </ul>
      </DocumentSection>

      <DocumentSection {...section("cookie-settings")}>
        <CookieSettings />
      </DocumentSection>

      <DocumentSection {...section("cookies-we-set")}>
        <DataTable
          caption="Cookies Notewell sets"
          columns={["Name", "Purpose", "Category", "Duration"]}
          rows={[
            [
              name("__session"),
              "Keeps you signed in. It holds only a signed, random session identifier; your details stay on our server. It cannot be read by scripts (HttpOnly), is sent only from Notewell's own pages (SameSite=Lax), and only over HTTPS when the site is served securely.",
              "Essential",
              "Session: deleted when you close your browser or sign out. On our server the session also ends after the inactivity time-out your practice sets (120 minutes by default).",
            ],
            [
              name("en_toast"),
              "Carries a one-time notification, such as “Welcome back!”, to the next page after an action, so messages show even without JavaScript. HttpOnly, SameSite=Lax.",
              "Essential",
              "Until read: deleted as soon as the notification is shown (at the latest when you close your browser).",
            ],
          ]}
        />
        <p>
          Notewell does not use a separate cookie for protection against cross-site request forgery: the SameSite
          setting on the session cookie and a check of each request&apos;s origin do that job.
        </p>
      </DocumentSection>

      <DocumentSection {...section("browser-storage")}>
        <DataTable
          caption="Local storage"
          columns={["Key", "Purpose", "Category", "Duration"]}
          rows={[
            [
              <>
                {name("notewell:transcript")}, {name("notewell:runningTranscript")}
              </>,
              "Your transcript and the text still being transcribed, so a reload or a dropped connection loses nothing.",
              "Essential",
              "Until you click Clear All or sign out.",
            ],
            [
              <>
                {name("notewell:consultationNote")}, {name("notewell:referralLetter")},{" "}
                {name("notewell:exactDictation")}, {name("notewell:processedResult")}
              </>,
              "Drafts of your consultation note, referral letter, exact dictation and the latest answer from the AI Question Assistant.",
              "Essential",
              "Until you click Clear All or sign out.",
            ],
            [
              name("notewell:consultation"),
              "The whole consultation on your screen, whose it is and whether our server has it yet, so work not yet saved (offline, or after your session ran out) is saved when you are back.",
              "Essential",
              "Until you click Clear All or sign out.",
            ],
            [
              name("notewell:pendingPreferences"),
              "A change to your preferences made after your session ran out, and whose it is, so it is saved once you sign in again.",
              "Essential",
              "Until it is saved to your account (or someone else signs in on this browser).",
            ],
            [
              name("formatTurns"),
              "Your Transcription Formatting setting (on unless you turn it off).",
              "Essential",
              "Persistent: kept until you change it or clear your browser data.",
            ],
            [
              <>
                {name("consultationConciseness")}, {name("consultationFormat")}
              </>,
              "A copy of your consultation note detail level and format, used only if your preferences cannot be loaded from your account.",
              "Essential",
              "Kept until replaced: your account's settings overwrite it whenever they load.",
            ],
            [
              name("notewell:cookie-preferences"),
              "Your cookie settings: essential (always on), functional, analytics and marketing.",
              "Essential",
              "1 year.",
            ],
            [
              name("notewell:cookie-consent"),
              "A record of your cookie choice and when you made it, so the banner is not shown again.",
              "Essential",
              "1 year, after which we ask you again.",
            ],
          ]}
        />
        <DataTable
          caption="Session storage"
          columns={["Key", "Purpose", "Category", "Duration"]}
          rows={[
            [
              name("notewell:cookie-banner-dismissed"),
              "Remembers that you closed the cookie banner without choosing, so it does not reappear on every page.",
              "Essential",
              "Until you close the browser tab. No choice is recorded, so the banner returns next time.",
            ],
          ]}
        />
        <p>
          Drafts contain patient information. On a shared computer, click Clear All when you finish with a patient and
          sign out when you leave.
        </p>
      </DocumentSection>

      <DocumentSection {...section("optional-cookies")}>
        <p>
          Notewell does not currently set any of the cookies below. If we introduce any of them, they will be set only
          with your consent (your Functional, Analytics or Marketing setting), we will update this policy first, and
          they will last no longer than shown.
        </p>
        <DataTable
          caption="Optional cookies not in use"
          columns={["Type", "Category", "Longest duration", "Status"]}
          rows={[
            ["Theme preference", "Functional", "1 year", "Not set: Notewell has no theme setting."],
            ["Analytics session", "Analytics", "2 years", "Not set."],
            ["Performance metrics", "Analytics", "30 days", "Not set."],
            ["Advertising or marketing", "Marketing", "Not applicable", "Not set."],
          ]}
        />
      </DocumentSection>

      <DocumentSection {...section("third-party-cookies")}>
        <p>
          No other company sets cookies through Notewell. Audio and text for transcription and AI processing are sent
          from our servers to our providers, not from your browser, so they cannot track you. If you choose Continue
          with Google, you visit Google&apos;s own sign-in page, where Google&apos;s cookie policy applies.
        </p>
      </DocumentSection>

      <DocumentSection {...section("managing-cookies")}>
        <p>
          You can see and delete cookies and site data in your browser&apos;s settings. If you block the{" "}
          {name("__session")} cookie you will not be able to sign in. Clearing site data for Notewell deletes your
          drafts and settings in this browser and brings the cookie banner back; it does not affect anything stored with
          your account.
        </p>
      </DocumentSection>

      <DocumentSection {...section("changes-and-contact")}>
        <p>
          This is version 1.0 of this policy, effective from 5 June 2025. Read it with our{" "}
          <Link to="/privacy-policy">Privacy Policy</Link> and <Link to="/terms-of-service">Terms of Service</Link>.
          Questions: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </DocumentSection>
    </PolicyPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
