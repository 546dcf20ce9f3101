import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { SUPPORT_EMAIL } from "~/components/layout/footer.tsx";
import { DataTable, DocumentSection, PolicyPage } from "~/features/legal/policy-page.tsx";

export const meta: MetaFunction = () => [
  { title: "Privacy Policy — Notewell" },
  {
    name: "description",
    content: "How Notewell collects, uses, protects and keeps personal and clinical information.",
  },
];

const SECTIONS = [
  { id: "who-we-are", title: "1. Who we are and what this policy covers" },
  { id: "our-role", title: "2. Our role under UK GDPR" },
  { id: "information-we-collect", title: "3. Information we collect" },
  { id: "audio-transcripts-and-ai", title: "4. Audio, transcripts and AI processing" },
  { id: "how-we-use-information", title: "5. How we use information and our lawful bases" },
  { id: "sharing", title: "6. Who we share information with" },
  { id: "international-transfers", title: "7. International transfers" },
  { id: "retention", title: "8. How long we keep information" },
  { id: "security", title: "9. How we protect information" },
  { id: "your-rights", title: "10. Your rights" },
  { id: "eligibility", title: "11. Who may use Notewell" },
  { id: "changes", title: "12. Changes to this policy" },
  { id: "contact", title: "13. Contact and complaints" },
] as const;

const section = (id: (typeof SECTIONS)[number]["id"]) => SECTIONS.find((entry) => entry.id === id)!;
const supportLink = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

export default function PrivacyPolicy() {
  return (
    <PolicyPage
      title="Privacy Policy"
      contents={SECTIONS}
      summary="How Notewell handles your account details and the clinical information you dictate: what we collect, why, who processes it, how long we keep it and the rights you have."
    >
      <DocumentSection {...section("who-we-are")}>
        <p>
          Notewell is a professional medical dictation assistant for UK clinicians, mainly in general practice. It turns
          speech into a live transcript and helps you produce consultation notes, referral letters, exact dictations and
          patient summaries. In this policy &ldquo;Notewell&rdquo;, &ldquo;we&rdquo; and &ldquo;us&rdquo; mean the
          Notewell service and the team that runs it; &ldquo;you&rdquo; means a person who uses it.
        </p>
        <p>
          This policy covers the Notewell web application and the information it handles about the people who use it and
          about the patients they dictate about. It should be read with our{" "}
          <Link to="/terms-of-service">Terms of Service</Link> and <Link to="/cookie-policy">Cookie Policy</Link>.
        </p>
      </DocumentSection>

      <DocumentSection {...section("our-role")}>
        <p>
          We process personal data in line with the UK General Data Protection Regulation (UK GDPR) and the Data
          Protection Act 2018.
        </p>
        <ul>
          <li>
            <strong>Patient information</strong> that you dictate or record belongs to your practice&apos;s records.
            Your practice (or other healthcare organisation) is the <strong>controller</strong> of it, and Notewell acts
            as its <strong>processor</strong>: we handle it only to provide the service your practice has asked for,
            under its instructions and our agreement with it.
          </li>
          <li>
            <strong>Your account information</strong> (for example your name and email address) is processed by Notewell
            as controller, so that we can run your account and keep the service secure.
          </li>
        </ul>
        <p>
          Questions about how your practice uses patient information should go to the practice&apos;s Data Protection
          Officer. We will help your practice answer them.
        </p>
      </DocumentSection>

      <DocumentSection {...section("information-we-collect")}>
        <h3>Account information</h3>
        <ul>
          <li>Your first name, last name and email address.</li>
          <li>
            Your password, which is stored only as a one-way hash (argon2id) and can never be read back. If you sign in
            with Google instead, we receive your name, email address, Google account identifier and profile picture from
            Google.
          </li>
          <li>
            Your role (user or administrator), whether your account is active, and when it was created and updated.
          </li>
          <li>Your preferences: consultation note detail level and format.</li>
          <li>How long you have recorded, used for usage reporting to your practice administrator.</li>
        </ul>
        <h3>Clinical content</h3>
        <ul>
          <li>
            The audio of your dictation or consultation, streamed for transcription while you record. It is never
            stored.
          </li>
          <li>The transcript, and the documents and answers generated from it.</li>
          <li>The questions you ask the AI Question Assistant.</li>
        </ul>
        <h3>Technical information</h3>
        <ul>
          <li>Sign-in session records: a random session identifier, the account it belongs to and when it expires.</li>
          <li>
            Security and error logs, including IP addresses and the time of requests, and, where your practice has
            turned on audit logging, a record of significant account and administration actions.
          </li>
          <li>
            Information kept in your own browser (drafts, settings and your cookie choices), described in our{" "}
            <Link to="/cookie-policy">Cookie Policy</Link>. It stays on your device.
          </li>
        </ul>
        <p>We do not use analytics or advertising trackers, and we do not build profiles of you or your patients.</p>
      </DocumentSection>

      <DocumentSection {...section("audio-transcripts-and-ai")}>
        <dl>
          <dt>Audio is never stored</dt>
          <dd>
            Audio travels from your browser over an encrypted connection to our server, which relays it straight to the
            speech-to-text provider. It is not written to disk, to our database or to our logs, by us or on our behalf.
          </dd>
          <dt>Transcription</dt>
          <dd>
            Speech-to-text is provided by <strong>AssemblyAI</strong>, which returns the text of what was said while you
            record.
          </dd>
          <dt>Documents and questions</dt>
          <dd>
            When you generate a consultation note, referral letter, exact dictation or patient summary, or ask a
            question, the relevant text (your transcript, documents already generated and your question) is sent to the
            AI language-model provider: <strong>OpenAI</strong>, or an OpenAI-compatible service that your practice has
            configured instead, such as one it hosts itself. The provider returns the document or answer.
          </dd>
          <dt>What we keep</dt>
          <dd>
            For signed-in users, each consultation (the transcript, the documents generated from it, and the questions
            asked with their answers) is stored encrypted in our database so that nothing is lost and the clinician can
            find it again under My consultations; only that clinician can open it. It is kept for your practice&apos;s
            retention period from its last change (90 days unless your practice administrator sets a different period,
            between 1 and 365 days) and a daily job deletes anything older. Work not yet saved is also kept in your own
            browser until it is saved, and removed when you sign out.
          </dd>
          <dt>What we never do</dt>
          <dd>
            We never share transcripts, documents or questions with anyone other than the two providers above, we never
            sell them, and we never use them, or allow our providers to use them, to train AI models.
          </dd>
        </dl>
        <p>
          Notewell is a documentation aid only. Generated documents can contain mistakes or omissions; the clinician
          remains responsible for checking them and for the clinical record.
        </p>
      </DocumentSection>

      <DocumentSection {...section("how-we-use-information")}>
        <DataTable
          caption="Purposes and lawful bases"
          columns={["Purpose", "Information used", "Lawful basis"]}
          rows={[
            [
              "Providing dictation, transcription and document generation",
              "Audio, transcripts, documents, questions",
              "As your practice's processor. For NHS direct care your practice normally relies on UK GDPR Article 6(1)(e) (public task) and Article 9(2)(h) (provision of health care).",
            ],
            [
              "Running your account and signing you in",
              "Account information, session records",
              "Article 6(1)(b): necessary to provide the service you signed up for.",
            ],
            [
              "Keeping the service secure and preventing misuse",
              "Session records, security and audit logs",
              "Article 6(1)(f): our and your practice's legitimate interest in a secure service.",
            ],
            [
              "Sending password-reset and service emails",
              "Name and email address",
              "Article 6(1)(b): necessary to provide the service.",
            ],
            [
              "Meeting legal and regulatory obligations",
              "Account records and audit logs",
              "Article 6(1)(c): legal obligation.",
            ],
          ]}
        />
        <p>
          We do not use your information for marketing, and we make no automated decisions that have legal or similarly
          significant effects on you.
        </p>
      </DocumentSection>

      <DocumentSection {...section("sharing")}>
        <DataTable
          caption="Who receives information"
          columns={["Recipient", "What they receive", "Why"]}
          rows={[
            ["AssemblyAI", "The audio stream while you record", "Speech-to-text transcription"],
            [
              "OpenAI, or your practice's configured OpenAI-compatible service",
              "Transcript and document text, and your questions",
              "Generating documents and answering questions",
            ],
            ["Google", "Only if you choose Continue with Google: the sign-in request", "Confirming your identity"],
            ["Our email delivery service", "Your email address and the message", "Password-reset and service emails"],
          ]}
        />
        <p>
          Clinical content goes only to the two processors in the first two rows. We may also disclose information where
          the law requires it, for example in response to a court order, and we will tell your practice unless the law
          prevents us.
        </p>
      </DocumentSection>

      <DocumentSection {...section("international-transfers")}>
        <p>
          AssemblyAI and OpenAI may process data outside the UK, including in the United States. Where they do, the
          transfer is protected by safeguards recognised under UK data protection law, such as the UK International Data
          Transfer Agreement or the UK Addendum to the EU Standard Contractual Clauses, or by UK adequacy regulations. A
          practice that needs data kept within the UK can configure an OpenAI-compatible service hosted in the UK for
          document generation.
        </p>
      </DocumentSection>

      <DocumentSection {...section("retention")}>
        <DataTable
          caption="Retention periods"
          columns={["Information", "How long we keep it"]}
          rows={[
            ["Audio", "Never stored."],
            [
              "Transcripts and generated documents",
              "Your practice's retention period (90 days by default; 1 to 365 days as set by your administrator), then deleted by a daily purge. Deleted at once if you delete your account.",
            ],
            [
              "Account data",
              "While your account is active, and for 7 years after it is closed where we need it to meet legal, regulatory or contractual obligations (for example, a record of who had access to the service). Your profile, preferences and documents are removed when you delete your account.",
            ],
            ["Technical session data (security and error logs)", "30 days."],
            [
              "Sign-in sessions",
              "Until you sign out, or until the inactivity time-out your practice sets (120 minutes by default).",
            ],
            ["Password-reset links", "1 hour, and they work only once."],
            [
              "Consultations (transcripts, documents, questions and answers)",
              "The retention period from the last change (90 days by default), or until you delete them.",
            ],
            ["Drafts in your browser", "Until they are saved, you click Clear All, or you sign out."],
          ]}
        />
      </DocumentSection>

      <DocumentSection {...section("security")}>
        <ul>
          <li>All traffic between your browser, our servers and our providers is encrypted in transit (HTTPS/TLS).</li>
          <li>Stored transcripts, documents and provider keys are encrypted at rest with AES-256-GCM.</li>
          <li>Passwords are hashed with argon2id; nobody at Notewell can see them.</li>
          <li>
            The sign-in cookie holds only a signed random identifier, cannot be read by scripts (HttpOnly), and sessions
            end after a period of inactivity.
          </li>
          <li>
            Requests from other websites are refused, and administration features are checked on the server for every
            request.
          </li>
          <li>Access to the service is limited by role, and practices can switch on audit logging.</li>
        </ul>
        <p>
          We follow NHS data security standards. Your practice remains responsible for its own Data Security and
          Protection Toolkit submission and for assessing how it deploys Notewell. If we become aware of a personal data
          breach affecting your practice&apos;s data, we will tell the practice without undue delay.
        </p>
      </DocumentSection>

      <DocumentSection {...section("your-rights")}>
        <p>Under UK GDPR you have the right to:</p>
        <ul>
          <li>be told how your information is used (this policy);</li>
          <li>have a copy of the information we hold about you;</li>
          <li>have inaccurate information corrected (you can edit your profile at any time);</li>
          <li>have information erased (you can delete your account from your Profile);</li>
          <li>restrict or object to some processing;</li>
          <li>receive information you gave us in a portable format.</li>
        </ul>
        <p>
          To make a request, email {supportLink}. We respond within 30 days. We may need to confirm your identity first.
          Patients asking about their own records should contact their GP practice, which is the controller of that
          information; we will help the practice respond.
        </p>
      </DocumentSection>

      <DocumentSection {...section("eligibility")}>
        <p>
          Notewell is for healthcare professionals, supervised students and authorised administrative staff, and only
          for people aged 18 or over. We do not knowingly hold account information about anyone under 18.
        </p>
      </DocumentSection>

      <DocumentSection {...section("changes")}>
        <p>
          This is version 1.0 of this policy, effective from 5 June 2025. If we make a significant change we will update
          the version number and effective date and tell you in Notewell or by email before the change takes effect.
        </p>
      </DocumentSection>

      <DocumentSection {...section("contact")}>
        <p>Questions about this policy or your information: {supportLink}.</p>
        <p>
          If you are unhappy with how we have handled your information, please tell us first so we can put it right. You
          can also complain to the Information Commissioner&apos;s Office (ICO) at{" "}
          <a href="https://ico.org.uk/make-a-complaint/" rel="noreferrer">
            ico.org.uk/make-a-complaint
          </a>
          .
        </p>
      </DocumentSection>
    </PolicyPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
