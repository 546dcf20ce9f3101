import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaticHtml, StaticLink as Link } from "~/components/static-html.tsx";
import { staticMarkup } from "~/components/static-html.server.ts";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { ContentsList, DocumentColumn, DocumentSection } from "~/features/legal/policy-page.tsx";
import { SUPPORT_EMAIL } from "~/components/layout/footer.tsx";
import { Alert } from "~/components/ui/alert.tsx";
import { requireUser } from "~/platform/guards.server.ts";

export const meta: MetaFunction = () => [
  { title: "Help Guide — Notewell" },
  { name: "description", content: "How to dictate, record consultations and produce notes and letters with Notewell." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return json({ html: staticMarkup(<HelpContent />) });
}

/** docs/product.md §2 "Help Guide": the sections, in order. */
const SECTIONS = [
  { id: "quick-start", title: "Quick Start" },
  { id: "recording-methods", title: "Recording Methods" },
  { id: "document-processing-options", title: "Document Processing Options" },
  { id: "recording-controls", title: "Recording Controls" },
  { id: "ai-question-assistant", title: "AI Question Assistant" },
  { id: "preferences", title: "Preferences" },
  { id: "workflow-examples", title: "Workflow Examples" },
  { id: "privacy-and-compliance", title: "Privacy and Compliance" },
] as const;

const section = (id: (typeof SECTIONS)[number]["id"]) => SECTIONS.find((entry) => entry.id === id)!;

/**
 * The guide is text and links only: the loader renders it (HelpContent, below) and the page shows that HTML, so
 * the text is not sent again as JavaScript (decision 069; this page was 104 KB of it).
 */
export default function HelpGuide() {
  const { html } = useLoaderData<typeof loader>();
  return <StaticHtml html={html} />;
}

function HelpContent() {
  return (
    <DocumentColumn>
      <header>
        <h1>Help Guide</h1>
        <p>
          Notewell turns what you say into a live transcript, then into a consultation note, a referral letter, an exact
          dictation or a summary for the patient. This guide covers everything on the <Link to="/">Transcription</Link>{" "}
          screen, your <Link to="/preferences">Preferences</Link>, and how your data is handled.
        </p>
      </header>

      <ContentsList entries={SECTIONS} label="On this page" />

      <DocumentSection {...section("quick-start")}>
        <ol>
          <li>
            On the <Link to="/">Transcription</Link> screen, click <strong>Start Recording</strong>.
          </li>
          <li>
            Allow microphone access when your browser asks. If access was blocked earlier, Notewell shows{" "}
            <strong>Microphone Access Required</strong>: choose <strong>Allow Access</strong>, or turn the microphone on
            for this site in your browser&apos;s site settings (the padlock beside the address).
          </li>
          <li>
            Dictate, or record the whole consultation. The transcript appears in the Transcription tab as you speak, and
            the timer shows how long you have been recording.
          </li>
          <li>
            Click <strong>Stop Recording</strong>, read the transcript through, and correct anything that was misheard.
          </li>
          <li>
            Process the text: <strong>Generate Consultation Note</strong>, <strong>Generate Referral Letter</strong>,{" "}
            <strong>Exact Dictation</strong> or <strong>Generate Patient Summary</strong>. Check the result, edit it if
            needed, then Copy or Download it into your clinical system.
          </li>
        </ol>
        <p>
          Every document is a draft for you to check. Nothing is added to a patient&apos;s record until you put it
          there.
        </p>
      </DocumentSection>

      <DocumentSection {...section("recording-methods")}>
        <h3>Direct dictation</h3>
        <p>
          After the patient has left, dictate your own account of the consultation, a referral or a letter. The text
          appears in real time as you speak. Speak in full sentences at a steady pace; with Transcription Formatting on,
          Notewell adds punctuation and capital letters for you.
        </p>
        <h3>Recording the entire consultation</h3>
        <p>
          Start recording at the beginning of the appointment and stop when it ends. Notewell formats the transcript
          turn by turn, starting a new segment at each change of speaker or natural pause, so the conversation stays
          readable when you generate a note from it.
        </p>
        <p>
          Tell the patient you are using a dictation assistant and why, and follow your practice&apos;s policy on
          consent to record. Stop recording if the patient prefers you not to record, or for any part of the
          consultation they would rather was not captured (for example an intimate examination).
        </p>
      </DocumentSection>

      <DocumentSection {...section("document-processing-options")}>
        <p>
          The four generate buttons are available once there is transcript text. Generating a document stops any
          recording in progress. Each result opens in its own tab, where you can edit it before you copy it.
        </p>
        <h3>Consultation Note</h3>
        <p>
          A clinical note of the consultation, written in the format and at the detail level set in your{" "}
          <Link to="/preferences">Preferences</Link>. Notewell takes these automatically, so you do not choose them each
          time.
        </p>
        <dl>
          <dt>Formats</dt>
          <dd>
            <strong>Narrative</strong> (flowing prose), <strong>SOAP</strong> (Subjective, Objective, Assessment, Plan),{" "}
            <strong>SBAR</strong> (Situation, Background, Assessment, Recommendation) and <strong>Structured GP</strong>{" "}
            (headed sections in the order a GP record usually follows, such as history, examination, assessment and
            plan).
          </dd>
          <dt>Detail levels</dt>
          <dd>
            <strong>Very Concise</strong> (the essentials in as few lines as possible), <strong>Normal</strong> (a
            complete note of ordinary length) and <strong>Extended</strong> (fuller detail, including relevant negatives
            and the reasoning discussed).
          </dd>
        </dl>
        <h3>Referral Letter</h3>
        <p>
          A letter to a colleague in the standard UK style. It opens by thanking them for seeing the patient, is written
          as continuous paragraphs with no subheadings, uses UK spelling, and includes only information from the
          transcript: nothing is invented to fill gaps. Add the patient&apos;s identifiers, your details and your
          signature through your clinical system&apos;s letter template or the e-Referral Service as usual.
        </p>
        <h3>Exact Dictation</h3>
        <p>
          Your words exactly as spoken, with punctuation, capitalisation and paragraph breaks only. No words are added,
          removed or changed. Notewell verifies every word of the result against your transcript, and does not present a
          result as an exact dictation unless it matches.
        </p>
        <p>
          If the AI changes your words so much that they cannot be put back, the Exact Dictation tab says so and offers{" "}
          <strong>Use the transcript as the dictation</strong>: your transcript with capital letters, full stops and
          paragraphs added by simple rules that cannot change a word (a sentence starts with a capital, a paragraph ends
          with a full stop, and a new paragraph starts at &ldquo;On examination&rdquo;, &ldquo;Impression&rdquo;,
          &ldquo;Plan&rdquo; and the like). Trying again would only fail the same way.
        </p>
        <h3>Patient Summary</h3>
        <p>
          A short summary in plain English that you can give or send to the patient, in the NHS style of writing for
          patients: short sentences, everyday words (a reading age of about 9), no abbreviations, and addressed to the
          patient as &ldquo;you&rdquo;. It uses headings such as <strong>Why you came</strong>,{" "}
          <strong>What to do</strong> and <strong>When to get help</strong> only when the consultation covered them, and
          always ends with <strong>What happens next</strong>: the tests, appointments or referrals you agreed, or, when
          none were, &ldquo;We did not agree a next step. If you have a question, contact the surgery.&rdquo;
        </p>
        <p>
          It keeps to the same rules as the note: UK English, only what was said in the consultation (doses and timings
          exactly as you gave them), and no advice you did not give, not even the usual &ldquo;call 111&rdquo;. Its
          details are checked against your dictation like a note&apos;s, and it is also checked for the record&apos;s
          shorthand a patient may not know, such as &ldquo;BP&rdquo;, &ldquo;TDS&rdquo; or &ldquo;2/52&rdquo;, with the
          words to write instead. Add the greeting, the patient&apos;s name and your sign-off through your clinical
          system&apos;s template, as for a letter. Like the other documents it has its own tab with Copy and Download
          (patient-summary.txt), is kept with the consultation and can be found again in{" "}
          <Link to="/history">My consultations</Link>.
        </p>
        <h3>Details to check before pasting</h3>
        <p>
          Above a consultation note, referral letter or patient summary, where you see it before you copy, Notewell
          lists the details it could not match to your dictation, each with the reason and the words around it
          highlighted: for example &ldquo;amlodipine 10 mg not in the dictation (said: 5 mg)&rdquo;, &ldquo;right knee —
          dictation says left&rdquo;, &ldquo;DVT confirmed — dictation says: &lsquo;DVT excluded&rsquo;&rdquo; or
          &ldquo;hydralazine — dictation says hydroxyzine&rdquo;. The document itself is not changed.
        </p>
        <p>
          The list follows your edits: a moment after you stop typing (well within a second), a detail you corrected
          loses its flag and a detail you typed that the dictation does not support gains one; until then the flags move
          with their words, so a highlight never sits on other words. Editing the transcript checks the documents again
          too. Tick a detail once you have checked it (you know the blood pressure was taken, say):{" "}
          <strong>Copy</strong> and <strong>Download</strong> show how many details are still unchecked, and the first
          time you copy or download a document that still has some, Notewell asks once whether to go ahead. What you
          ticked, and what the check found, is saved with the consultation. It checks:
        </p>
        <ul>
          <li>
            <strong>Numbers with their units, and what they belong to.</strong> A dose is compared with the dose you
            gave for that medicine, a result with that result (BP, weight, HbA1c, eGFR …), a review date with the review
            you dictated, and a home reading is not taken for a clinic one. 50 micrograms is not 50 mg; the same amount
            written another way is accepted: &ldquo;one forty two over eighty eight&rdquo; and 142/88, &ldquo;a
            fortnight&rdquo;, 2 weeks and 2/52, 1 g and 1000 mg.
          </li>
          <li>
            <strong>Clinical notation as you write and say it:</strong> liquid strengths (&ldquo;two fifty in
            five&rdquo; is 250 mg/5 mL, and so is &ldquo;ten mils of the two fifty per five&rdquo;, and five mL of the
            hundred in five is 100 mg), doses per kilogram (&ldquo;ten milligrams per kilo per dose&rdquo; is 10 mg/kg;
            per day is different, and a dose worked out from it and the weight you gave is accepted: 0.15 mg/kg for 12.4
            kg is 1.86 mg), gestation (28+3/40, &ldquo;twenty eight plus three weeks&rdquo;, &ldquo;twenty eight weeks
            plus three&rdquo;, &ldquo;born at thirty nine plus two&rdquo;), visual acuity (&ldquo;six twelve&rdquo;
            beside VA is 6/12, not six months), ranges (&ldquo;eight to eleven&rdquo; and 8–11 mmol/L), half a tablet
            and ½, a fraction of a tablet or sachet (&ldquo;one eighth of a sachet&rdquo; and 1/8 sachet), &ldquo;a
            couple of&rdquo; (two), a strength said digit by digit (&ldquo;five hundred slash one two five three times a
            day&rdquo; and 500/125 TDS) and &ldquo;a litre and a half&rdquo; (1.5 L), a share said in words (&ldquo;more
            than half&rdquo; and &gt;50%), a dipstick&apos;s grade (&ldquo;ketones one plus&rdquo; and 1+), pumps of a
            gel, and times of day (&ldquo;ten pm&rdquo; and 22:00; &ldquo;half past ten&rdquo; and 10:30; &ldquo;up at
            half six&rdquo; and up at 6.30; &ldquo;quarter to nine&rdquo; and 08:45; &ldquo;at 7, 11, 3 and 7&rdquo; and
            07:00, 11:00, 15:00, 19:00), a suture&apos;s size (&ldquo;four oh prolene&rdquo; and 4-0), a telephone
            number said digit by digit (&ldquo;one one six one two three&rdquo; and 116 123), a FIT result said in words
            (&ldquo;eighty six micrograms of haemoglobin per gram&rdquo; and 86 µg Hb/g), a target said as a target
            (&ldquo;warfarin, target two to three&rdquo; and target INR 2–3), and a threshold the reading you gave is
            past (&ldquo;BMI thirty one point two&rdquo; and BMI &gt;30).
          </li>
          <li>
            <strong>Each medicine&apos;s dose in full:</strong> its strength, how often (once a day, a day, daily or OD;
            twice a day or BD; TDS, QDS, as required or PRN, at night or nocte, in the morning or mane, weekly …) and
            its route (by mouth, IM, SC or a syringe driver, IV, inhaled or via a spacer, cream, under the tongue …);
            &ldquo;every four to six hours&rdquo; is 4–6 hourly, &ldquo;every other day&rdquo; is alternate days, and
            &ldquo;hourly for pain&rdquo; is hourly as needed. A frequency given once for two medicines, or in the line
            after the medicine&apos;s name, belongs to that medicine, and is compared with the frequency you gave for
            the same dose; a time of day you said apart from it as when to take it is that frequency&apos;s (&ldquo;once
            a day for ten days, taken in the morning&rdquo; and OM). A frequency or route the document adds is listed
            too, except &ldquo;PRN&rdquo; or &ldquo;if needed&rdquo; alone for a medicine you gave no frequency, which
            sets no schedule to get wrong, or one you last said &ldquo;as needed&rdquo; of; by mouth is assumed when you
            gave no route, and inhaled when you gave a dose in puffs; &ldquo;iv&rdquo; and &ldquo;im&rdquo; said before
            a medicine are routes, and so is where it goes (&ldquo;one drop into both eyes&rdquo; and eye drops). The
            next step of a dose (&ldquo;ten milligrams at night, could go up to twenty after a week&rdquo;) keeps its
            unit, and &ldquo;up to four times a day&rdquo; is as needed, at most so often; so is a dose &ldquo;when her
            hay fever&apos;s bad&rdquo;. &ldquo;A gram four times yesterday&rdquo; is four times a day (1 g QDS
            yesterday), &ldquo;two point five to five milligrams&rdquo; is one dose&apos;s range (2.5–5 mg), not a
            change, and &ldquo;go up by a hundred milligrams every four weeks&rdquo; is how often the dose steps. A
            frequency said after two medicines (&ldquo;ibuprofen or paracetamol at bedtime&rdquo;) is each one&apos;s;
            one written after a medicine that already has its own, for something else in the list (&ldquo;… twice daily,
            warm salt-water soaks three times a day&rdquo;), is not the medicine&apos;s. How often something other than
            a medicine happens (&ldquo;wakes 2–3x/night&rdquo;, &ldquo;up to 20/day&rdquo;) is found where you said the
            same counts and period in one sentence, however the words between ran.
          </li>
          <li>
            <strong>Medicines:</strong> any medicine the document names that you did not, brand or generic name alike
            (Ventolin is salbutamol), and a name whose letter and number you said apart (&ldquo;adcal d three&rdquo; and
            Adcal-D3). Notewell knows the medicines most prescribed in UK general practice, your{" "}
            <Link to="/preferences">key terms</Link>, and words that look like a medicine&apos;s name; a vaccine may be
            named by its disease, as you would say it (&ldquo;hepatitis A and typhoid given today&rdquo;), so &ldquo;Hep
            B vaccine&rdquo; written for hepatitis A&apos;s is listed. A name that is easily confused with the one you
            said — look-alike and sound-alike pairs such as hydroxyzine and hydralazine, sulfasalazine and sulfadiazine,
            folic and folinic acid, NovoRapid and NovoMix, propranolol and prednisolone — is listed as the swap it
            probably is. So is one product of a medicine written for another that is not interchangeable with it, though
            both are the same medicine: OxyContin (slow release) for the OxyNorm you said, Advagraf for Prograf,
            Gaviscon Advance for Gaviscon Infant, Verorab for the Rabipur on a rabies vaccine card, Kyleena for the
            Mirena coil, one brand of lithium or mesalazine for another — and a dose you gave one of them written
            against the other. So is a medicine stopped, increased or reduced when you said that of another
            (&ldquo;Ramipril stopped&rdquo; when you stopped bendroflumethiazide), and one continued or started when you
            stopped it or said not to start it (&ldquo;don&apos;t start carbimazole&rdquo;). Each step of a regimen
            keeps its own dose: &ldquo;200 mg on day 1, then 200 mg once a day&rdquo; is listed when you said 100 mg
            once a day after the first day.
          </li>
          <li>
            <strong>Dates and lengths of time:</strong> a date or a month, a day by name (&ldquo;Mondays&rdquo;, and
            whose day it is when it is a medicine&apos;s), tomorrow, next week or this year, and how long something
            lasted, when it happened (&ldquo;3 days ago&rdquo; is not &ldquo;for the last week&rdquo;; &ldquo;this
            morning&rdquo; is today; &ldquo;last week&rdquo; is when, not how long), when to review, how long a course
            runs (and how long it goes on after the rash clears, which is not the course; a urine sent &ldquo;a week
            after she finishes&rdquo; is when to test again), how long a fit note is for, how long a treatment takes to
            work, or how far a pregnancy has gone; and a time of year (&ldquo;last spring&rdquo; is not last autumn). A
            day you gave alone (&ldquo;on Saturday, so that&apos;s the twenty eighth&rdquo;) is that day of the month
            you named last before it, or of the month after when you said it was last week (&ldquo;bloods from last
            week, the twenty sixth&rdquo;). &ldquo;Today&rdquo; is the day you dictate (&ldquo;whom I saw at home
            today&rdquo;, &ldquo;capillary glucose today 6.2&rdquo;), unless you said you saw the patient on another day
            or put what the document dates on another day (&ldquo;fell today&rdquo; when you said he fell yesterday); a
            step of the plan moved to today is still listed. A second guess at a length is in its unit (&ldquo;six
            weeks, probably eight&rdquo; and 8/52). So is a guess at a rough one (&ldquo;a few minutes, maybe five or
            ten&rdquo; and 5-10 minutes), and &ldquo;four more days&rdquo; is four days. A number said after
            &ldquo;now&rdquo; is in the unit said just before (&ldquo;ten units a week, now about twenty eight&rdquo;
            and 28 units/week). How long ago a coil or implant was put in is how long it has been in (&ldquo;the Mirena,
            put in two years ago&rdquo; and Mirena (2 yrs)). How long since something (&ldquo;over a year since her last
            period&rdquo; and &gt;1 year since LMP) is not a course, &ldquo;the past week&rdquo; is a week, &ldquo;a
            week or so later&rdquo; and &ldquo;by a year&rdquo; are a week and a year, &ldquo;mid October, the
            nineteenth he thinks&rdquo; is 19 October, &ldquo;since last night&rdquo; is when it began (and &ldquo;last
            night&rdquo; is yesterday), &ldquo;six weeks and a day&rdquo; is 6/52 + 1 day, a fit note&apos;s length may
            come after what it says (&ldquo;fit note saying may benefit from workplace adaptations, for four
            weeks&rdquo;), and a cycle &ldquo;every twenty eight days&rdquo; is a cycle regular at 28 days. A year the
            document gives a date you said without one is read from the day the document was drafted: in a letter of 4
            December 2026, &ldquo;review on the fifth of January&rdquo; may be 5/1/27 (or 5/1/26), not 5/1/25.
          </li>
          <li>
            <strong>Sides:</strong> left, right or both for a part of the body (&ldquo;L knee&rdquo; is the left knee;
            the elbow and knee creases, armpits, palms and soles have sides too), and for a test or finding
            (&ldquo;Weber → R&rdquo; when you said it lateralised to the left), including a measurement taken on each
            side (&ldquo;calf circumference R 42 cm, L 38 cm&rdquo;), and for what was done to a part (&ldquo;MRI of the
            right knee&rdquo; when you asked for the left knee to be scanned and examined the right only to compare).
            Quadrants written as one word (RUQ, LIF), handedness (&ldquo;right-handed&rdquo;) and the side said to be
            the worse one (&ldquo;both knees, R worse&rdquo;, &ldquo;left worse than right&rdquo;, &ldquo;the right a
            bit more than the left&rdquo;) are sides too, as is &ldquo;left&apos;s normal&rdquo;, and so is each
            eye&apos;s visual acuity (&ldquo;right six over six, left six over nine&rdquo; written as R 6/9, L 6/6 is
            listed); &ldquo;no nodes on the right&rdquo; is what &ldquo;nothing on the right&rdquo; says; the
            &ldquo;R:&rdquo; heading of an SBAR note is its Recommendation, not a side.
          </li>
          <li>
            <strong>Present or absent:</strong> something you said was absent written as present, or the reverse. The
            dictation&apos;s own words are quoted.
            <ul>
              <li>
                Symptoms and signs by any of their names (&ldquo;black stools&rdquo; is melaena), anything else you said
                was not there (&ldquo;doesn&apos;t wear contact lenses&rdquo;, &ldquo;no fluorescein uptake&rdquo;), and
                results said in so many words (&ldquo;nitrites negative&rdquo; when you said positive for nitrites). A
                finding written with how often or how widely it occurs (&ldquo;streaky haemoptysis&rdquo;,
                &ldquo;intermittent jaw claudication&rdquo;) or said to be there (&ldquo;tinnitus present&rdquo;,
                &ldquo;syncope x1&rdquo;) is present, even in a list after &ldquo;no&rdquo;. A finding said with how
                much of it there is (&ldquo;prostate smooth, mildly enlarged&rdquo;) is there, so &ldquo;prostate not
                enlarged&rdquo; is listed, but not another part&apos;s &ldquo;not enlarged&rdquo;; and a finding you
                said was not in one place (&ldquo;no tenderness in the anatomical snuffbox&rdquo;) is checked there,
                even if you found it elsewhere. A test&apos;s negative result (&ldquo;pregnancy test negative&rdquo;,
                &ldquo;urine dip: -ve blood, -ve nitrites&rdquo;) is reversed only by a result written as positive, not
                by the test planned again (&ldquo;repeat pregnancy test in 3 weeks&rdquo;). A result is compared however
                it is said (&ldquo;chlamydia negative&rdquo; when you said the chlamydia swab came back positive;
                &ldquo;UPT +ve&rdquo; when you said the urine pregnancy test was negative), but not against a
                partner&apos;s result or one from another time (&ldquo;positive two weeks ago&rdquo;). A
                &ldquo;no&rdquo; carries across a comma only through a short list (&ldquo;no fever, cough or
                rash&rdquo;): words after a comma that may be a sentence of their own (&ldquo;no concerns about how it
                happened, accidental&rdquo;) are not compared, rather than risk a wrong flag. &ldquo;No further
                vomiting&rdquo; and &ldquo;has not vomited since&rdquo; deny only more of it, not the vomit you
                described, and a blood group (&ldquo;O RhD negative&rdquo;) denies nothing. Words after &ldquo;,
                and&rdquo; that say how their own things were (&ldquo;without sciatic pain, and power, reflexes and
                sensation were normal&rdquo;) are not denied with what came before; &ldquo;no infection or abscess at
                present&rdquo; denies both. An aside with a reading in it does not end the list (&ldquo;no fever (36.9°C
                at home), floppiness or vomiting&rdquo;), &ldquo;neither knee had an effusion&rdquo; denies the
                effusion, not the knees, and &ldquo;doesn&apos;t like vegetables&rdquo; denies the liking (&ldquo;avoids
                vegetables&rdquo; agrees; &ldquo;likes vegetables&rdquo; is listed). A test may be named short
                (&ldquo;FAIR negative&rdquo; and a negative FAIR test), and a diagnosis set against a finding
                (&ldquo;blocked left tear duct, not conjunctivitis&rdquo;) says nothing of that side.
              </li>
              <li>
                Two states of one thing that cannot both be so are each other&apos;s reverse: spared and involved,
                normal and raised or low (&ldquo;tryptase normal&rdquo; when you said it was raised), well and poorly
                (&ldquo;sleeping poorly&rdquo;), painless and painful, reducible and irreducible, regular and irregular,
                equal and unequal (pupils), brisk and normal (reflexes), injected and normal (eyes), better and no
                better, a clear chest and a wheezy one, &ldquo;still manages&rdquo; and &ldquo;no longer manages&rdquo;.
                So are a clear chest and crackles or wheeze you heard in it, normal heart sounds and a loud P2 or a
                gallop, normal-coloured stools and pale ones, and a normal gait and a waddling or shuffling one — unless
                the document says the exception (&ldquo;HS normal apart from loud P2&rdquo;).
              </li>
              <li>
                &ldquo;Denies&rdquo;, &ldquo;nil&rdquo;, &ldquo;negative for&rdquo;, &ldquo;free of&rdquo;, &ldquo;pain
                free&rdquo;, &ldquo;no evidence of&rdquo;, &ldquo;nothing suggests&rdquo;, &ldquo;ruled out&rdquo;,
                &ldquo;excluded&rdquo;, &ldquo;can&apos;t be felt&rdquo;, &ldquo;nobody in the family has had&rdquo;,
                &ldquo;declines&rdquo;, &ldquo;lacks&rdquo;, &ldquo;to be avoided&rdquo;, &ldquo;avoids short
                sleeves&rdquo;, &ldquo;omit&rdquo;, &ldquo;not visible&rdquo;, &ldquo;not obtained&rdquo;,
                &ldquo;unknown&rdquo;, &ldquo;not measured&rdquo; and &ldquo;not yet had&rdquo; all count as absent, and
                so does each label of a list answered at its end (&ldquo;Fever, cough, SOB: nil&rdquo;, &ldquo;… change
                in bowel habit: all denied&rdquo;, &ldquo;Smoker: no&rdquo;, &ldquo;Haemoptysis, none.&rdquo;,
                &ldquo;smoking, she said no.&rdquo;), and so is a question you asked aloud and the answer was no
                (&ldquo;has he had the shingles vaccine, no, he never got round to it&rdquo;, &ldquo;I asked about a
                lump and she said no&rdquo;, &ldquo;she said no when I asked about any pauses in her breathing&rdquo;).
                A label answered as there (&ldquo;Visible haematuria: yes, once&rdquo;, &ldquo;PV bleeding: light
                spotting&rdquo;) is checked against what you said of it. A kind of something you said was absent is its
                reverse (&ldquo;splenomegaly&rdquo; when you said no hepatosplenomegaly, &ldquo;stress
                incontinence&rdquo; when you said no leaking of urine). &ldquo;No bladder or bowel disturbance&rdquo; is
                what &ldquo;bladder and bowels normal&rdquo; says, and &ldquo;hold next Monday&apos;s
                methotrexate&rdquo; what &ldquo;don&apos;t take next Monday&apos;s dose&rdquo; says.
              </li>
              <li>
                &ldquo;Not excluded&rdquo;, &ldquo;cannot be ruled out&rdquo;, &ldquo;cannot exclude&rdquo; and
                &ldquo;need to rule out&rdquo; mean possible, which is neither (&ldquo;cord compression not
                excluded&rdquo; when you said there were no signs of it is listed); &ldquo;no change in&rdquo;,
                &ldquo;not only … but also&rdquo;, &ldquo;not much&rdquo; (a little), &ldquo;cannot always&rdquo;
                (sometimes), &ldquo;without stopping&rdquo;, &ldquo;can&apos;t bear light or noise&rdquo; (a symptom)
                and &ldquo;no improvement with the mometasone spray&rdquo; (which was used) and &ldquo;no problems
                controlling wind&rdquo; (she controls it) do not deny; &ldquo;a rash that spares the palms&rdquo;,
                &ldquo;PR deferred&rdquo;, &ldquo;speculum declined&rdquo; and &ldquo;should not be used&rdquo; do;
                &ldquo;would not admit to&rdquo; is not said, which is not denied. Something said to be gone
                (&ldquo;pain resolved&rdquo;, &ldquo;gliclazide stopped&rdquo;) agrees with your &ldquo;no more
                pain&rdquo; or &ldquo;no gliclazide&rdquo;. Advice (&ldquo;weight loss advised&rdquo;, &ldquo;avoid
                contact sport&rdquo;, &ldquo;no swimming until the grommet settles&rdquo;, sick day rules, a target,
                &ldquo;goggles in future&rdquo;), risks talked through (&ldquo;consent after discussing the risks,
                including bleeding&rdquo;), a wish (&ldquo;does not want hospital&rdquo;, &ldquo;wants no more blood
                tests&rdquo;, &ldquo;wants treatment&rdquo; when you said he has never had any), safety-netting
                (&ldquo;call if chest pain&rdquo;, &ldquo;visual loss → A&amp;E&rdquo;, &ldquo;fever → same-day
                review&rdquo;, &ldquo;same-day review for any redness&rdquo;, &ldquo;same-day advice or 111 for
                spreading redness&rdquo;, &ldquo;- 999 for worsening headache&rdquo; (not &ldquo;wife rang 999 for chest
                pain&rdquo; or &ldquo;brought in by 999 for chest pain&rdquo;, which happened), &ldquo;999 or A&amp;E
                for worsening breathlessness&rdquo; and &ldquo;return to GP or A&amp;E for fever&rdquo; (not &ldquo;went
                to his GP or A&amp;E for chest pain&rdquo;, which happened), &ldquo;please exclude DVT&rdquo;,
                &ldquo;fever or unwell: ring same day&rdquo;, &ldquo;fever or vomiting - ring the unit directly&rdquo;,
                &ldquo;ring back with fever&rdquo;, &ldquo;report bleeding or any PCB&rdquo;, &ldquo;go to A&amp;E with
                chest pain&rdquo;, &ldquo;a cold, white or numb foot is an emergency&rdquo;, &ldquo;she will let us know
                about any bleeding&rdquo;, a medicine to stop only if something happens) and side effects you warned of
                (&ldquo;may cause dark stools&rdquo;) are not compared, and nor is a word said to the patient
                (&ldquo;when he&apos;s told no&rdquo;).
              </li>
              <li>
                Red flags — chest pain, bleeding, weight loss, suicidal thoughts or self-harm and the like — are listed
                whenever the document states them present or absent and your dictation does not say the same, even if
                you did not mention them at all; they are matched in a patient&apos;s words too (&ldquo;blood in his
                wee&rdquo; is haematuria, &ldquo;blood in the phlegm&rdquo; haemoptysis, &ldquo;banged her head&rdquo; a
                head injury, &ldquo;seen things that weren&apos;t there&rdquo; hallucinations, &ldquo;everyone would be
                better off&rdquo; suicidal thoughts, &ldquo;waking up gasping&rdquo; PND).
              </li>
              <li>
                A condition said as a word about the patient is the condition (&ldquo;not diabetic&rdquo; against
                &ldquo;has type 2 diabetes&rdquo;, &ldquo;non-smoker&rdquo; against &ldquo;current smoker&rdquo;), but a
                relative&apos;s condition (&ldquo;her mother has type 2 diabetes&rdquo;, &ldquo;her sister is 32 weeks
                pregnant&rdquo;) is not the patient&apos;s.
              </li>
              <li>
                Something you deny only at a time or on a trigger is listed where the document puts it then: &ldquo;no
                headache on waking&rdquo; against &ldquo;headache on waking&rdquo;, &ldquo;no shortness of breath at
                rest&rdquo; against &ldquo;breathless at rest&rdquo;, even when you said the headache or the
                breathlessness is there at other times. &ldquo;No other bruising&rdquo; is listed when you said there
                are other bruises.
              </li>
            </ul>
          </li>
          <li>
            <strong>What you correct as you dictate</strong> is read as corrected, whatever the detail: only what you
            said instead counts (&ldquo;pain in the right testicle, sorry, the left testicle&rdquo;, &ldquo;twice a day
            for eight weeks, sorry, once a day&rdquo;, &ldquo;fourteen nights, sorry, twelve nights&rdquo;, &ldquo;mild
            wheeze — no, sorry, no wheeze&rdquo;, &ldquo;ten milligrams twice a day, sorry, twenty milligrams twice a
            day&rdquo;). A side said again after &ldquo;sorry&rdquo; with nothing to correct near it (&ldquo;the hip
            aches at night, sorry, the right hip&rdquo;) takes nothing back. A &ldquo;no&rdquo; between two pauses
            corrects a date, number, side or dose the same way (&ldquo;flying out on the eighteenth, no, the twenty
            eighth&rdquo;), and so does &ldquo;I mean&rdquo; (&ldquo;once a day, I mean twice a day&rdquo;), for a day
            of the week too (&ldquo;since Thursday, no, sorry, Wednesday evening&rdquo;), and for a medicine named just
            before it (&ldquo;they gave her amoxicillin, no, co-amoxiclav&rdquo;). A day of the month put right keeps
            the month you said with it (&ldquo;booked for the fifteenth of January, sorry, the fourteenth&rdquo; and 14
            January). A dose you went up to, or put right, keeps how often you said the dose before it was taken
            (&ldquo;five milligrams once a week and she went up to seven point five milligrams&rdquo;, &ldquo;fifteen
            milligrams once a day, no, hang on, it&apos;s thirty milligrams&rdquo;). What the patient puts right is read
            the same way, in the unit you first said (&ldquo;about forty minutes, sorry, she thinks more like thirty
            five&rdquo; and 35 minutes; &ldquo;ten minutes, er, she says fifteen&rdquo; and 15 minutes; &ldquo;twenty
            minutes, er, more like twenty five she thinks&rdquo; and 25 minutes), also when something is looked up in
            between (&ldquo;twice a day, er, she&apos;s checking the box, no, it says once a day&rdquo;), or said with
            who put it right (&ldquo;six weeks, er, no, she&apos;s just corrected me, eight weeks&rdquo;; &ldquo;ten
            days, er, he says it was more like a week&rdquo;). A correction that does not say what it replaces
            (&ldquo;sorry, scratch that&rdquo;) takes nothing back, so check that detail yourself.
          </li>
        </ul>
        <p>
          It does not check anything else: a diagnosis, opinion, history or plan written in words; most findings you
          never mentioned at all (red flags apart); a number with neither unit nor named measurement beyond whether you
          said it somewhere; medicine classes (&ldquo;a statin&rdquo;); or whether a dose is right for the patient. An
          empty list does not mean the document is correct: read it through before you paste it, and check doses against
          the BNF.
        </p>
        <h3 id="review">Reviewing a document</h3>
        <p>
          A document Notewell writes is marked <strong>Unreviewed AI draft</strong>, with when it was drafted and by
          which AI model, until you read it through and choose <strong>Mark as reviewed</strong>. The consultation then
          records who reviewed it, when, and how much of the draft was changed (the share of its words you edited, added
          or removed; punctuation and capitals do not count). Generating the document again makes it a new, unreviewed
          draft.
        </p>
        <h3 id="versions">Versions</h3>
        <p>
          Nothing you write is overwritten without a copy. Each document keeps its versions in the consultation: every
          draft the AI wrote, your edited text whenever something replaced it, and the text as it was when you marked it
          reviewed (the newest 20). Generating again over a document you have edited or reviewed asks first. Open{" "}
          <strong>Versions kept</strong> under a document, on the dictation screen or in{" "}
          <Link to="/history">My consultations</Link>, to read any of them and <strong>Restore this version</strong>;
          what was on screen is kept as a version first.
        </p>
        <h3>Copy and Download</h3>
        <p>
          Every tab has <strong>Copy</strong> (to the clipboard, ready to paste into your clinical system) and{" "}
          <strong>Download</strong> (a plain-text file: <code>transcription.txt</code>,{" "}
          <code>consultation-note.txt</code>, <code>referral-letter.txt</code> or <code>exact-dictation.txt</code>).
          Both are unavailable while a tab is empty, and say beside them whether the copy worked. Downloaded files
          contain patient information: save them only where your practice allows, and delete them once they are filed.
        </p>
        <h3 id="nhs-number">NHS number</h3>
        <p>
          You can give the patient&rsquo;s NHS number in <strong>NHS number (optional)</strong> below Ask a Question,
          with or without spaces or dashes. Notewell checks its last digit (the Modulus 11 check digit) when you leave
          the field and says so when it does not match; what you typed is kept so you can correct it. A valid number is
          written 3 3 4 (943 476 5919) as the first line of the consultation note and on the referral letter, and is
          kept with the consultation.
        </p>
        <p>
          The NHS number is never sent to the AI service or to the speech-to-text service. If you say or type it in the
          dictation, Notewell replaces it with &ldquo;[NHS number removed]&rdquo; in what it sends to the AI, so a
          document made from that dictation shows the marker there; the number itself appears only where Notewell puts
          it.
        </p>
        <h3 id="letters">Letters ready to send</h3>
        <p>
          A referral letter comes ready to send. The AI writes only the letter&rsquo;s body; Notewell then adds, above
          it, your practice&rsquo;s letterhead (its name, address, telephone and ODS code, which an administrator sets
          under <strong>Letterhead</strong> in System Settings), today&rsquo;s date, the NHS number when you gave a
          valid one, and &ldquo;Dear Colleague,&rdquo;; and below it &ldquo;Yours sincerely,&rdquo; and your signature
          block (your name as signed, your role and your professional registration number, which you set under{" "}
          <strong>Letter signature</strong> in your <Link to="/profile">Profile</Link>). Change &ldquo;Dear
          Colleague,&rdquo; to name the recipient (&ldquo;Dear Dr Patel,&rdquo;) before you send it. Nothing of the
          letterhead or your signature is sent to the AI, and the check for details the dictation does not support reads
          only the AI&rsquo;s part.
        </p>
        <h3 id="templates">Templates</h3>
        <p>
          Besides Narrative, SOAP, SBAR and Structured GP, a note can follow a template: your practice&rsquo;s (an
          administrator keeps them under <strong>Practice templates</strong>) or your own (
          <Link to="/templates">My templates</Link>). A template has a name, its section headings in order and
          instructions on how to write. Choose one in the Consultation tab for this consultation; Preview shows its
          sections and instructions. Notewell&rsquo;s rules still come first: only what the transcript says, UK English,
          and details the dictation does not support flagged for checking &mdash; a template&rsquo;s instructions cannot
          change them. <strong>Export as JSON</strong> downloads the templates as a file another practice can{" "}
          <strong>Import</strong>; a template with the same name as one already there replaces it.
        </p>
        <h3 id="provenance-footer">Provenance footer</h3>
        <p>
          Your practice can ask for a one-line footer on every document the AI drafted (an administrator turns on{" "}
          <strong>Provenance footer on documents</strong> in System Settings). Copy and Download then add, after a blank
          line: &ldquo;Drafted with AI from dictation on 24 Nov 2026 (gpt-4o-mini); reviewed by Dr A Clinician&rdquo;,
          or &ldquo;not yet reviewed&rdquo; when nobody has marked it reviewed. Your transcript, and text you typed
          yourself, never get a footer.
        </p>
      </DocumentSection>

      <DocumentSection {...section("recording-controls")}>
        <dl>
          <dt>Start Recording / Stop Recording</dt>
          <dd>
            Starts and stops the microphone and the live transcript. Starting always switches to the Transcription tab,
            and each new recording starts on a new line of the transcript. When you stop, Notewell asks for the last
            words to be finished, so the transcript ends in punctuated sentences.
          </dd>
          <dt id="consent">Patient consent</dt>
          <dd>
            Before a consultation&apos;s first recording, Notewell asks you to confirm &ldquo;The patient has agreed to
            this consultation being transcribed&rdquo;, or to mark it as dictation by the clinician alone (no patient
            present), as NHS England&apos;s guidance on ambient voice technology asks. Until you choose one, Start
            Recording (and <kbd>Alt</kbd>+<kbd>R</kbd>) does not record. Your answer and its time are kept with the
            consultation and shown under it in My consultations and on its own page; the next recording of the same
            consultation does not ask again, and Clear All starts a new consultation that asks afresh. The question is
            not asked when your practice has turned off{" "}
            <strong>Ask for the patient&apos;s consent before recording</strong> in System Settings.
          </dd>
          <dt>Pause / Resume</dt>
          <dd>
            Pause stops the recording from sending anything while, say, the patient steps out or you take a phone call:
            the microphone&apos;s sound goes nowhere, the status reads Paused and the timer stands still. Resume carries
            on in the same recording, so the transcript continues where it was. Your practice&apos;s maximum recording
            length counts only the time recorded, not the time paused. A recording paused for longer than the
            practice&apos;s session time-out is ended.
          </dd>
          <dt id="keyboard-shortcuts">Keyboard shortcuts</dt>
          <dd>
            <kbd>Alt</kbd>+<kbd>R</kbd> starts and stops a recording, and <kbd>Alt</kbd>+<kbd>P</kbd> pauses and resumes
            it, wherever you are on the Transcription screen, even while typing in the transcript. On a Mac, use{" "}
            <kbd>Option</kbd> in place of <kbd>Alt</kbd>.
          </dd>
          <dt>Timer, level and status</dt>
          <dd>
            The timer shows the length of the current recording in minutes and seconds, without the time it was paused.
            The bar under it moves with your voice while recording: if it stays still, the microphone is not hearing
            you. The status beside them reads Ready, Connecting… or Connected. On a phone these stay at the top of the
            screen as you scroll.
          </dd>
          <dt>Words in grey</dt>
          <dd>
            While you record, words still being recognised are shown in grey italics; they turn black once they are
            final. The transcript can be edited again as soon as the recording has stopped.
          </dd>
          <dt>If the connection drops</dt>
          <dd>
            Notewell keeps recording. The status reads{" "}
            <strong>Reconnecting — still recording; your words are kept</strong>, with how long the connection has been
            down, and Notewell tries again every half second. Up to a minute of what you say is kept in the browser:
            when the connection returns, your new words appear straight away and the words spoken while it was down are
            transcribed too (the status reads <strong>Connected — catching up</strong>) and put in their place in the
            transcript. If you stop while it is catching up, the button reads <strong>Finishing…</strong> until those
            words are in. If the connection is down for more than a minute, recording goes on and the last minute is
            kept, but anything earlier cannot be transcribed: a message says so, and the transcript shows where, with
            the times, as <em>[No transcript from 10:32:05 to 10:32:15: the connection was lost]</em>. Closing the page
            while the connection is down loses what was kept.
          </dd>
          <dt>Connection Error</dt>
          <dd>
            If the transcription service itself keeps failing (not your network), or Notewell refuses the recording
            (signed out, maintenance, a limit), a message says why: choose <strong>Try Again</strong> to restart, or
            dismiss it. The text transcribed so far is kept.
          </dd>
          <dt>Clear All</dt>
          <dd>
            Starts a new consultation: it empties the transcript, consultation note, referral letter, exact dictation,
            patient summary, question and answer from the screen and removes the drafts kept in this browser. The
            consultation itself stays in <Link to="/history">My consultations</Link>, where you can open it again. Use
            it between patients.
          </dd>
          <dt>Drafts</dt>
          <dd>
            Your work in progress is kept in this browser as you go, so reloading the page loses nothing. Clear All and
            Sign Out remove it.
          </dd>
        </dl>
        <h3>Tips for a clear recording</h3>
        <ul>
          <li>
            Keep the microphone 6–12 inches (15–30 cm) from your mouth. A headset gives the most consistent results for
            dictation; for a consultation, place the microphone between you and the patient.
          </li>
          <li>
            Audio is processed at 16 kHz with silence and pause handling: Notewell treats a pause of about two seconds
            as the end of a sentence or turn. Pause briefly between thoughts rather than mid-sentence.
          </li>
          <li>
            Echo cancellation, noise suppression and automatic volume control are switched on, but a quiet room with the
            door closed still helps. Avoid rustling paper or typing close to the microphone.
          </li>
          <li>Spell out unusual drug names, doses and eponyms if they come out wrong, and check every number.</li>
        </ul>
      </DocumentSection>

      <DocumentSection {...section("ai-question-assistant")}>
        <p>
          Once you have processed a document, type a question in the <strong>Ask a Question</strong> box and click{" "}
          <strong>Ask Question</strong>, or tap one of the questions listed above the box (Differentials,
          Investigations, Follow-up, Handover summary, Coding, Action items, Medication changes) to ask it at once. The
          assistant reads your transcript and every document you have generated, and the answer appears in the Response
          area, with Copy and Download (<code>question-response.txt</code>). Every question and answer of the
          consultation stays on screen, oldest first, and is saved with it; an empty question is answered beside the
          box.
        </p>
        <p>Questions clinicians find useful:</p>
        <ul>
          <li>What differential diagnoses should I consider?</li>
          <li>Which investigations would be appropriate?</li>
          <li>Suggest a follow-up plan and safety-netting advice.</li>
          <li>Summarise this consultation in three lines.</li>
          <li>Write a handover summary for the duty doctor.</li>
          <li>Suggest SNOMED CT codes for this consultation.</li>
          <li>List the action items.</li>
          <li>What medication changes were agreed?</li>
        </ul>
        <Alert tone="warning" role="note" title="Answers support your judgement; they do not replace it">
          <p style={{ margin: 0 }}>
            Check suggested codes in your clinical system and doses against the BNF and your local formulary before you
            act on them.
          </p>
        </Alert>
      </DocumentSection>

      <DocumentSection {...section("preferences")}>
        <p>
          Open <Link to="/preferences">Preferences</Link> from the side menu. Changes are saved straight away.
        </p>
        <dl>
          <dt>Transcription Formatting</dt>
          <dd>
            On by default. Adds punctuation and capital letters and formats the transcript turn by turn. Turn it off to
            see the raw words as they are recognised. This setting is kept in this browser.
          </dd>
          <dt>Consultation Note Detail Level</dt>
          <dd>Very Concise, Normal or Extended. Saved to your account.</dd>
          <dt>Consultation Note Format</dt>
          <dd>Narrative, SOAP, SBAR or Structured GP. Saved to your account.</dd>
          <dt>Key terms</dt>
          <dd>
            Words the transcription should recognise, such as your practice&apos;s drug names and colleagues&apos;
            names. Notes and letters are checked for them too: a key term a document names that you did not dictate is
            listed for you to check. Saved to your account.
          </dd>
        </dl>
        <p>Every consultation note uses your current detail level and format.</p>
      </DocumentSection>

      <DocumentSection {...section("workflow-examples")}>
        <h3 id="workflow-gp-consultation">GP consultation</h3>
        <ol>
          <li>Tell the patient you are using Notewell, then click Start Recording as the consultation begins.</li>
          <li>Consult as usual. Click Stop Recording when the patient leaves.</li>
          <li>Click Generate Consultation Note. It uses your preferred format, for example SOAP at Normal detail.</li>
          <li>Check and edit the note, then Copy it into the consultation in your clinical system.</li>
          <li>Optionally ask: &ldquo;Suggest SNOMED CT codes for this consultation.&rdquo;</li>
          <li>Click Clear All before your next patient.</li>
        </ol>
        <h3 id="workflow-specialist-referral">Specialist referral</h3>
        <ol>
          <li>
            After the consultation, click Start Recording and dictate the reason for referral, the history, examination
            findings, results, current medication, allergies and what you are asking the specialist to do.
          </li>
          <li>Click Stop Recording, then Generate Referral Letter.</li>
          <li>Read the letter against your notes: it includes only what you said, so add anything you left out.</li>
          <li>Copy or Download the letter into your practice letter template or the e-Referral Service.</li>
        </ol>
        <h3 id="workflow-team-meeting">Team meeting</h3>
        <ol>
          <li>
            With everyone&apos;s agreement, record a practice meeting, a clinical governance meeting or an MDT. Where
            patients are discussed, record only what the minutes need.
          </li>
          <li>Click Stop Recording at the end of the meeting.</li>
          <li>Use Exact Dictation for a punctuated record of what was said.</li>
          <li>
            Ask: &ldquo;List the action items with who agreed to do each one&rdquo; or &ldquo;Summarise the decisions
            made&rdquo;, then Download the response for the minutes.
          </li>
        </ol>
      </DocumentSection>

      <DocumentSection {...section("privacy-and-compliance")}>
        <ul>
          <li>Notewell is built to comply with UK GDPR and to meet NHS data security standards.</li>
          <li>Everything travels over encrypted connections, and stored transcripts and documents are encrypted.</li>
          <li>Audio is streamed for transcription and never stored.</li>
          <li>
            Two providers process your dictation: AssemblyAI turns your speech into text, and OpenAI (or an
            OpenAI-compatible service your practice has configured) writes documents and answers questions. Nothing is
            shared with anyone else, and nothing is used to train AI models.
          </li>
          <li>
            Your consultations (transcript, documents, questions and answers) are saved as you work, encrypted, with
            your account for your practice&apos;s retention period (90 days unless your administrator sets another), and
            deleted automatically after it. Find them under <Link to="/history">My consultations</Link>: only you can
            see them, and you can delete any of them there.
          </li>
          <li>
            In My consultations each consultation is called by its label: one you give it on its page, or else its first
            words, or, for a referral letter that names its recipient, &ldquo;Referral to Dr …&rdquo;. The filter
            searches labels as well as the text, and the list and each consultation&apos;s page show the same time: when
            it last changed.
          </li>
          <li>
            Clear All starts a new consultation; the previous one stays in My consultations. Work not yet saved (while
            offline, or after your session ran out) stays in this browser until it is, and is removed when you sign out.
            On a shared computer, sign out when you leave.
          </li>
          <li>Notewell is a documentation aid only. You remain responsible for the accuracy of the clinical record.</li>
        </ul>
        <p>
          Read the <Link to="/privacy-policy">Privacy Policy</Link>,{" "}
          <Link to="/terms-of-service">Terms of Service</Link> and <Link to="/cookie-policy">Cookie Policy</Link>. For
          help, email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </DocumentSection>
    </DocumentColumn>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
