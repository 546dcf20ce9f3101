import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { KeySource } from "~/components/provider-key-status.tsx";
import { installationFacts, languageModelFacts } from "~/platform/installation.server.ts";
import { getSettings, type SystemSettings } from "~/platform/settings.server.ts";
import { config } from "~/platform/config.server.ts";
import { SETTINGS } from "../../../contract/settings.ts";
import { streamingUrl } from "../../../contract/speech-regions.ts";
import type { GovernancePack, PackBlock, PackSection } from "./governance-pack.ts";
import { GovernancePackView, PRINT_STYLES } from "./governance-pack-view.tsx";

/**
 * The practice's governance pack (issue 26 item 5, decision 058), made from the live settings and this installation's
 * facts: a privacy notice for patients, a DPIA data-flow table and a DCB0160 clinical hazard log starter. It states
 * what Notewell does and which controls exist in it; what only the practice can say (its name, its DPO, the lawful
 * basis, its risk scores) is left as a marked blank. Nothing in it claims an assessment or certification.
 */

const TO_COMPLETE = (what: string) => `[To complete: ${what}]`;
const LAWFUL_BASIS = TO_COMPLETE("lawful basis, confirmed by the practice's DPO");

const days = (n: number) => `${n.toLocaleString("en-GB")} days`;
const regionLabel = (settings: SystemSettings) =>
  SETTINGS.speechRegion.options.find((option) => option.value === settings.speechRegion)?.label ??
  settings.speechRegion;

function paragraph(text: string): PackBlock {
  return { kind: "paragraph", text };
}

export async function governancePack(keys: { assemblyai: KeySource; openai: KeySource }): Promise<GovernancePack> {
  const settings = await getSettings();
  const { version, commit } = installationFacts();
  const model = languageModelFacts();
  const speechHost = new URL(streamingUrl(settings.speechRegion, config().ASSEMBLYAI_STREAMING_URL)).host;
  const speech = `AssemblyAI (speech-to-text), ${regionLabel(settings)} — ${speechHost}`;
  const writer = `${model.provider} (language model ${model.model}) — ${model.host}`;
  const retention = days(settings.dataRetentionDays);
  const auditRetention = days(settings.auditRetentionDays);
  const keyState = (source: KeySource) =>
    source === "none"
      ? "no key configured"
      : source === "settings"
        ? "key saved in Settings"
        : "key from the environment";

  const madeFrom: Array<[string, string]> = [
    [SETTINGS.dataRetentionDays.label, retention],
    [SETTINGS.auditRetentionDays.label, auditRetention],
    [SETTINGS.speechRegion.label, `${regionLabel(settings)} (${speechHost})`],
    ["Speech-to-text provider", `AssemblyAI, ${keyState(keys.assemblyai)}`],
    ["Language model", `${model.provider}, model ${model.model}, ${keyState(keys.openai)}`],
    [SETTINGS.enableAuditLogging.label, settings.enableAuditLogging ? "on" : "off"],
    [SETTINGS.requireEmailVerification.label, settings.requireEmailVerification ? "on" : "off"],
    [SETTINGS.enableRegistration.label, settings.enableRegistration ? "on" : "off"],
    [SETTINGS.registrationDomains.label, settings.registrationDomains || "any address"],
    [SETTINGS.enableGuestAccess.label, settings.enableGuestAccess ? "on" : "off"],
    [SETTINGS.sessionTimeoutMinutes.label, `${settings.sessionTimeoutMinutes} minutes`],
    [SETTINGS.sessionLifetimeHours.label, `${settings.sessionLifetimeHours} hours`],
  ];

  const privacyNotice: PackSection = {
    id: "privacy-notice",
    title: "1. Privacy notice for patients",
    blocks: [
      paragraph(
        `${TO_COMPLETE("practice name")} uses Notewell, a dictation assistant, to help clinicians write up consultations. ` +
          "With your agreement, the clinician records the consultation (or dictates afterwards); Notewell turns the words " +
          "into text and drafts the note or letter, which the clinician checks before anything enters your record.",
      ),
      paragraph("What is processed, where, and for how long:"),
      {
        kind: "list",
        items: [
          `What is said while the clinician records. The sound is sent as it is spoken to ${speech}, which turns it into text. Notewell never stores the sound.`,
          `The text, and the notes and letters drafted from it by ${writer}. Notewell keeps them encrypted for ${retention}, then deletes them automatically; what belongs in your record is copied into the practice's clinical system by the clinician.`,
          `A record of which member of staff used Notewell and when (never what was said), kept for ${auditRetention}.`,
          "Nothing is shared with anyone else, and nothing is used to train the providers' systems beyond what their terms with the practice allow: " +
            TO_COMPLETE("the providers' data processing terms, as agreed by the practice"),
        ],
      },
      paragraph(
        "You can ask your clinician not to use Notewell in your consultation, at any time: they will write the notes themselves, and your care will not change.",
      ),
      paragraph(
        `To object, to ask for a copy of what is held about you, or to complain, contact ${TO_COMPLETE("the practice's Data Protection Officer and how to reach them")}. ` +
          "You can also complain to the Information Commissioner's Office (ico.org.uk).",
      ),
    ],
  };

  const dataFlows: PackSection = {
    id: "dpia-data-flows",
    title: "2. DPIA data-flow table",
    blocks: [
      paragraph(
        "Each item of personal data Notewell handles, where it goes, and how it is protected, as this installation is set up. " +
          "The lawful basis for each is the practice's to state.",
      ),
      {
        kind: "table",
        caption: "Data flows",
        head: ["Data item", "Where it goes", "Lawful basis", "Kept for", "Protection"],
        rows: [
          [
            "Consultation audio",
            `Clinician's microphone → Notewell (relayed, in memory) → ${speech}`,
            LAWFUL_BASIS,
            "Not stored by Notewell",
            "TLS in transit; never written to disk or database",
          ],
          [
            "Live transcript",
            `${speechHost} → Notewell → the clinician's browser; saved with the consultation`,
            LAWFUL_BASIS,
            retention,
            "AES-256-GCM at rest; readable only by the clinician who made it (administrators included get nothing)",
          ],
          [
            "Notes, letters, exact dictations, patient summaries and answers",
            `Notewell → ${writer} → Notewell`,
            LAWFUL_BASIS,
            retention,
            "TLS in transit; AES-256-GCM at rest; exact dictation verified word by word; unsupported details flagged",
          ],
          [
            "Key terms (drug names, colleagues, places)",
            `Clinician → Notewell (their account) → ${speechHost} with each recording`,
            LAWFUL_BASIS,
            "While the account exists",
            "Per account; sent only to the speech-to-text provider",
          ],
          [
            "Unsaved work in the browser",
            "The clinician's browser, until saved to Notewell",
            LAWFUL_BASIS,
            "Until saved, or the session ends",
            "Encrypted in the browser with a key only a signed-in page gets",
          ],
          [
            "Staff accounts (name, email, role, password hash, preferences)",
            "Notewell",
            LAWFUL_BASIS,
            "While the account exists",
            "Passwords hashed with argon2id; sessions end after inactivity and a fixed lifetime",
          ],
          [
            "Usage figures (recording lengths, document kinds)",
            "Notewell",
            LAWFUL_BASIS,
            "While the account exists",
            "No content: numbers and kinds only",
          ],
          [
            "Audit log (who, what, when, from which address)",
            "Notewell",
            LAWFUL_BASIS,
            settings.enableAuditLogging ? auditRetention : "Not recorded (audit logging is off)",
            "Append-only: the database refuses changes and early deletion",
          ],
          ...(settings.enableGuestAccess
            ? [
                [
                  "Guest recordings and documents",
                  `As above, to ${speechHost} and ${model.host}`,
                  LAWFUL_BASIS,
                  "Not saved",
                  "No account; nothing stored",
                ],
              ]
            : []),
        ],
      },
    ],
  };

  const hazard = (id: string, name: string, cause: string, effect: string, controls: string) => [
    id,
    name,
    cause,
    effect,
    controls,
    TO_COMPLETE("practice's own controls"),
    TO_COMPLETE("initial and residual risk"),
  ];
  const hazardLog: PackSection = {
    id: "hazard-log",
    title: "3. Clinical hazard log starter (DCB0160)",
    blocks: [
      paragraph(
        "A starting point for the practice's own hazard log under DCB0160: the hazards known in a dictation assistant, and the " +
          "controls that exist in Notewell today. The practice's Clinical Safety Officer assesses each risk and adds the practice's own controls. " +
          "This is not the manufacturer's DCB0129 safety case: Notewell has none (see the NHS Standards page).",
      ),
      {
        kind: "table",
        caption: "Hazards and the controls in Notewell",
        head: ["ID", "Hazard", "Cause", "Effect", "Controls in Notewell", "Practice controls", "Risk"],
        rows: [
          hazard(
            "H1",
            "Altered dictation",
            "The language model changes, adds or drops words in an exact dictation",
            "The record says something the clinician did not",
            "Exact dictation is verified word by word against the transcript; it is repaired or refused, with a receipt saying which",
          ),
          hazard(
            "H2",
            "Invented details",
            "The language model adds a dose, date, side, finding or medicine not in the transcript",
            "Wrong treatment or history in the record",
            "Unsupported details are flagged beside the note or letter (doses, frequencies, dates, laterality, negation, confusable medicines)",
          ),
          hazard(
            "H3",
            "Mis-heard words",
            "Speech-to-text mishears a drug name, a number or a negation",
            "Wrong information in the transcript and what is drafted from it",
            "The transcript is shown live as it is made; the clinician's key terms are sent to the provider; confusable medicines are flagged",
          ),
          hazard(
            "H4",
            "Wrong patient",
            "Text from one consultation is copied into another patient's record",
            "Another patient's information in a record",
            "Clear All starts a new consultation; each consultation is kept apart in My consultations with its date and time. Notewell records no patient identifier: the clinician pastes into the open patient's record",
          ),
          hazard(
            "H5",
            "Lost work",
            "The browser closes, the network drops or the session ends mid-consultation",
            "Notes have to be written again from memory",
            `Consultations are saved to the server as the clinician works and kept ${retention}; unsaved work is kept encrypted in the browser and saved after signing in again; a recording carries on through a network outage of up to 60 seconds`,
          ),
          hazard(
            "H6",
            "Draft used unchecked",
            "A drafted note or letter enters the record without review",
            "Errors reach the record",
            "Every page says Notewell is a documentation aid and every document must be checked before it enters the record",
          ),
          hazard(
            "H7",
            "Service unavailable",
            "A provider is down, a key is missing, or maintenance mode is on",
            "No transcription during a clinic",
            "Refusals are explained on screen; maintenance shows a banner on every page; the administrator can test the provider connections",
          ),
          hazard(
            "H8",
            "Clinical text seen by the wrong person",
            "A shared computer, a stolen session or an administrator's access",
            "A breach of confidentiality",
            `Consultations are readable only by their clinician; sessions end after ${settings.sessionTimeoutMinutes} minutes idle and ${settings.sessionLifetimeHours} hours at most; nothing readable is left in the browser when a session ends; the audit log records sign-ins and access`,
          ),
          hazard(
            "H9",
            "Note deleted before it is filed",
            `The retention period (${retention}) passes before the clinician copies the note into the record`,
            "Clinical information lost",
            "The retention period is a practice setting shown on the Security tab; My consultations lists what is held",
          ),
        ],
      },
    ],
  };

  return {
    title: "Notewell governance pack",
    madeAt: new Date().toISOString(),
    version,
    commit,
    madeFrom,
    sections: [privacyNotice, dataFlows, hazardLog],
  };
}

/** The pack as a printable HTML file: the page's own rendering (React escapes every value), with print styles. */
export function packToHtml(pack: GovernancePack): string {
  const body = renderToStaticMarkup(createElement(GovernancePackView, { pack }));
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${pack.title}</title><style>${PRINT_STYLES}</style></head><body>${body}</body></html>`;
}
