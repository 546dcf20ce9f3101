import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { SUPPORT_EMAIL } from "~/components/layout/footer.tsx";
import { DocumentSection, PolicyPage } from "~/features/legal/policy-page.tsx";
import { Alert } from "~/components/ui/alert.tsx";

export const meta: MetaFunction = () => [
  { title: "Terms of Service — Notewell" },
  { name: "description", content: "The terms on which UK clinicians and practices use Notewell." },
];

const SECTIONS = [
  { id: "about-these-terms", title: "1. About these terms" },
  { id: "who-may-use-notewell", title: "2. Who may use Notewell" },
  { id: "your-account", title: "3. Your account" },
  { id: "free-trial-and-fees", title: "4. Free trial and fees" },
  { id: "documentation-aid", title: "5. A documentation aid, not a clinician" },
  { id: "acceptable-use", title: "6. Acceptable use" },
  { id: "patient-information", title: "7. Patient information and data protection" },
  { id: "third-party-services", title: "8. Third-party services" },
  { id: "availability", title: "9. Availability and changes to the service" },
  { id: "intellectual-property", title: "10. Your content and our software" },
  { id: "liability", title: "11. Our liability" },
  { id: "suspension-and-closure", title: "12. Suspension and closing your account" },
  { id: "changes-to-these-terms", title: "13. Changes to these terms" },
  { id: "governing-law", title: "14. Governing law" },
  { id: "contact", title: "15. Contact" },
] as const;

const section = (id: (typeof SECTIONS)[number]["id"]) => SECTIONS.find((entry) => entry.id === id)!;
const supportLink = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

export default function TermsOfService() {
  return (
    <PolicyPage
      title="Terms of Service"
      contents={SECTIONS}
      summary="The agreement between Notewell and the clinicians and practice staff who use it. Please read it before you create an account."
    >
      <DocumentSection {...section("about-these-terms")}>
        <p>
          These terms apply whenever you use Notewell, a dictation and documentation assistant for UK clinicians. By
          creating an account or using the service you agree to them. If you use Notewell on behalf of a practice or
          other healthcare organisation, you confirm that it has authorised you to do so; the organisation&apos;s own
          agreement with us also applies, and takes priority if the two differ.
        </p>
        <p>
          Our <Link to="/privacy-policy">Privacy Policy</Link> and <Link to="/cookie-policy">Cookie Policy</Link>{" "}
          explain how we handle information and form part of these terms.
        </p>
      </DocumentSection>

      <DocumentSection {...section("who-may-use-notewell")}>
        <p>You may use Notewell only if you are aged 18 or over and you are one of the following:</p>
        <ul>
          <li>a healthcare professional;</li>
          <li>a student in a healthcare profession, working under the supervision of a qualified professional;</li>
          <li>a member of administrative staff authorised by your practice or organisation to use it.</li>
        </ul>
        <p>The minimum age is 18. We may close accounts that do not meet these conditions.</p>
      </DocumentSection>

      <DocumentSection {...section("your-account")}>
        <ul>
          <li>Give accurate details when you register, and keep them up to date in your Profile.</li>
          <li>
            Keep your password secret and do not share your account. Each person needs their own, so that the record
            shows who produced each document.
          </li>
          <li>Sign out when you leave a shared computer, and clear your work between patients.</li>
          <li>Tell us at {supportLink} straight away if you think someone else has used your account.</li>
        </ul>
        <p>
          Practice administrators can create accounts and choose their role, deactivate and delete accounts, and see how
          much recording time each user has used.
        </p>
      </DocumentSection>

      <DocumentSection {...section("free-trial-and-fees")}>
        <p>
          Registering gives you a free trial. Its length and any limits are shown when you register or are agreed with
          your practice. Continued use after the trial depends on a subscription taken out by you or your practice. We
          will never charge you without your agreement, and we will tell you in advance about any change to fees.
        </p>
      </DocumentSection>

      <DocumentSection {...section("documentation-aid")}>
        <Alert tone="warning" role="note" title="Notewell is a documentation aid only">
          <p style={{ margin: 0 }}>
            It does not examine, diagnose, treat or give clinical advice. You, the clinician, remain responsible for the
            clinical record and for every decision you make.
          </p>
        </Alert>
        <ul>
          <li>
            Transcription and AI-generated documents can contain errors, including misheard words, wrong drug names,
            doses or numbers, and omissions. Check every document against what happened before it enters a
            patient&apos;s record or leaves the practice.
          </li>
          <li>
            Answers from the AI Question Assistant (for example possible differential diagnoses, investigations or
            clinical codes) are prompts for your own judgement, not recommendations. Verify them against current
            guidance, the BNF and your local formulary.
          </li>
          <li>Do not use Notewell in an emergency or as a way of communicating urgent clinical information.</li>
        </ul>
      </DocumentSection>

      <DocumentSection {...section("acceptable-use")}>
        <p>You agree to:</p>
        <ul>
          <li>
            tell patients when you are using a dictation assistant, and follow your practice&apos;s policy on consent
            before recording a consultation;
          </li>
          <li>
            capture only the information needed for the record, in line with your professional and practice duties of
            confidentiality;
          </li>
          <li>use Notewell only for the work of your practice or organisation, and only as the law allows.</li>
        </ul>
        <p>You must not:</p>
        <ul>
          <li>
            try to get around the service&apos;s security, limits or access controls, or to access other users&apos;
            data;
          </li>
          <li>interfere with the service, overload it, or use automated means to extract data from it;</li>
          <li>upload anything unlawful or harmful, or use Notewell to produce misleading records.</li>
        </ul>
      </DocumentSection>

      <DocumentSection {...section("patient-information")}>
        <p>
          For patient information, your practice is the controller and Notewell is its processor, as our{" "}
          <Link to="/privacy-policy">Privacy Policy</Link> explains. In particular:
        </p>
        <ul>
          <li>we comply with UK GDPR, follow NHS data security standards, and encrypt data in transit and at rest;</li>
          <li>audio is never stored;</li>
          <li>
            transcripts and generated documents are stored encrypted for your practice&apos;s retention period (90 days
            by default) and then deleted;
          </li>
          <li>
            clinical content is shared only with our transcription provider (AssemblyAI) and our AI language-model
            provider (OpenAI, or an OpenAI-compatible service your practice configures), and is never used to train AI
            models.
          </li>
        </ul>
      </DocumentSection>

      <DocumentSection {...section("third-party-services")}>
        <p>
          Notewell relies on AssemblyAI for speech-to-text and on OpenAI (or your practice&apos;s configured service)
          for document generation and questions. If one of them is unavailable, the features that depend on it will be
          unavailable too; we will restore them as soon as we can. Google sign-in is optional and subject to
          Google&apos;s own terms.
        </p>
      </DocumentSection>

      <DocumentSection {...section("availability")}>
        <p>
          We aim to keep Notewell available at all times but cannot promise uninterrupted service. We may need to take
          it offline for maintenance, which we will try to do outside surgery hours and announce in advance. Your drafts
          are kept in your browser, so a short interruption should not lose your work.
        </p>
        <p>
          We improve Notewell over time. If a change significantly reduces what the service does, we will tell you
          first.
        </p>
      </DocumentSection>

      <DocumentSection {...section("intellectual-property")}>
        <p>
          Your transcripts and documents belong to you and your practice. You give us permission to process them only as
          needed to provide the service. The Notewell software, design and name belong to us; you may use them only to
          use the service under these terms.
        </p>
      </DocumentSection>

      <DocumentSection {...section("liability")}>
        <ul>
          <li>
            Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for
            anything else that cannot be limited by law.
          </li>
          <li>
            Because you remain responsible for reviewing every document, we are not liable for clinical decisions or
            records based on output that was not checked.
          </li>
          <li>We are not liable for indirect or consequential loss, or for loss of profit, revenue or goodwill.</li>
          <li>
            Otherwise, our total liability to you arising from your use of Notewell is limited to the fees paid for your
            use of the service in the 12 months before the event giving rise to the claim.
          </li>
        </ul>
      </DocumentSection>

      <DocumentSection {...section("suspension-and-closure")}>
        <p>
          You can stop using Notewell at any time and delete your account from your Profile. Your practice administrator
          can also deactivate or delete your account. We may suspend or close an account that breaks these terms or puts
          the service or patients at risk, and we will tell you why unless the law or security prevents us.
        </p>
        <p>
          What happens to information after an account closes is set out in the retention section of our{" "}
          <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      </DocumentSection>

      <DocumentSection {...section("changes-to-these-terms")}>
        <p>
          This is version 1.0 of these terms, effective from 5 June 2025. If we change them we will update the version
          number and effective date and tell you before the change takes effect. If you do not agree to the new terms,
          you may close your account.
        </p>
      </DocumentSection>

      <DocumentSection {...section("governing-law")}>
        <p>
          These terms are governed by the law of England and Wales, and disputes are for the courts of England and
          Wales.
        </p>
      </DocumentSection>

      <DocumentSection {...section("contact")}>
        <p>Questions about these terms: {supportLink}.</p>
      </DocumentSection>
    </PolicyPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
