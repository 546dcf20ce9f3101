import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { DocumentSection, PolicyPage } from "~/features/legal/policy-page.tsx";

export const meta: MetaFunction = () => [
  { title: "NHS Standards — Notewell" },
  { name: "description", content: "What Notewell claims about NHS standards, and what it does not." },
];

const SECTIONS = [
  { id: "in-brief", title: "1. In brief" },
  { id: "what-notewell-does", title: "2. What Notewell does" },
  { id: "not-claimed", title: "3. What Notewell does not claim" },
  { id: "practice", title: "4. What stays with your practice" },
] as const;

/**
 * What the footer's "NHS Standards" badge stands for (issue 26 items 5 and 8, decision 058): exactly what is claimed
 * and what is not. Public, like the policies. Every "does" here is a control in the code; nothing is claimed that
 * an assessment would have to grant.
 */
export default function NhsStandardsPage() {
  const [brief, does, doesNot, practice] = SECTIONS;
  return (
    <PolicyPage
      title="NHS Standards: what we claim"
      summary="Notewell is built to help a GP practice meet its own NHS information governance and clinical safety duties. It has not been assessed or certified against any NHS standard."
      contents={SECTIONS}
      policy={false}
    >
      <DocumentSection {...brief}>
        <p>
          The “NHS Standards” badge means this, and only this: Notewell is designed with the controls the NHS expects of
          software that handles patient information, and it gives your practice the material it needs to make its own
          assessment. It does not mean Notewell has been approved, assured or certified by the NHS or anyone else.
        </p>
      </DocumentSection>
      <DocumentSection {...does}>
        <ul>
          <li>Audio is relayed to the speech-to-text provider as it is spoken and is never stored.</li>
          <li>
            Transcripts, consultations and documents are encrypted at rest (AES-256-GCM) and deleted automatically after
            the practice&apos;s retention period. Only the clinician who made a consultation can read it.
          </li>
          <li>
            The practice chooses where audio is transcribed (including EU-only processing) and which language-model
            server writes documents.
          </li>
          <li>
            Staff passwords are hashed with argon2id; sessions end after inactivity and after a fixed lifetime;
            administrators act only through server-checked roles.
          </li>
          <li>
            An audit log records sign-ins, account and settings changes and access to consultations; entries cannot be
            changed or deleted from the app.
          </li>
          <li>
            Exact dictations are verified word by word, and details a note, letter or patient summary adds beyond the
            transcript are flagged for the clinician.
          </li>
          <li>
            A governance pack, made from the practice&apos;s own settings, gives a patient privacy notice, a DPIA
            data-flow table and a DCB0160 hazard log starter to complete.
          </li>
        </ul>
      </DocumentSection>
      <DocumentSection {...doesNot}>
        <ul>
          <li>
            Notewell has <strong>not</strong> been assessed against the Digital Technology Assessment Criteria (DTAC).
          </li>
          <li>
            There is <strong>no</strong> DCB0129 clinical safety case or Clinical Safety Officer sign-off from the
            manufacturer.
          </li>
          <li>
            Notewell is <strong>not</strong> a medical device and carries no UKCA or CE marking. It is a documentation
            aid: every document must be checked by the clinician before it enters the record.
          </li>
          <li>
            Notewell is <strong>not</strong> approved, assured or endorsed by NHS England or any NHS body, and is not
            listed on an NHS procurement framework.
          </li>
          <li>
            The speech-to-text and language-model providers are not NHS services. Where they process data depends on the
            practice&apos;s settings and their own terms.
          </li>
        </ul>
      </DocumentSection>
      <DocumentSection {...practice}>
        <p>
          Your practice remains the data controller. It decides whether to use Notewell, completes its own Data
          Protection Impact Assessment, its DCB0160 clinical risk management and its Data Security and Protection
          Toolkit submission, and tells patients how their information is used. Notewell&apos;s governance pack (for
          administrators, under Administration) is a starting point for those; read our{" "}
          <Link to="/privacy-policy">Privacy Policy</Link> for how Notewell itself handles data.
        </p>
      </DocumentSection>
    </PolicyPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
