import { Link } from "@remix-run/react";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { TextareaField } from "~/components/ui/field.tsx";
import type { Failure } from "~/platform/errors.ts";
import { DocumentPanel } from "./document-panel.tsx";
import { QUESTION_PROMPTS } from "./question-prompts.ts";
import * as styles from "./ask-a-question.css.ts";

type Asked = { question: string; answer: string; askedAt: string };

/**
 * The one-tap questions the card lists: submit buttons of the screen's form (`intent=prompt:<id>`), so they work
 * without JavaScript; and where the Help Guide says what the assistant can and cannot do.
 */
function Prompts({ busy, formAction }: { busy: boolean; formAction: string }) {
  return (
    <>
      <div className={styles.prompts} role="group" aria-label="Questions to ask">
        {QUESTION_PROMPTS.map((prompt) => (
          <Button
            key={prompt.id}
            size="sm"
            variant="secondary"
            type="submit"
            name="intent"
            value={`prompt:${prompt.id}`}
            formAction={formAction}
            disabled={busy}
          >
            {prompt.label}
          </Button>
        ))}
      </div>
      <p className={styles.help}>
        <Link to="/help#ai-question-assistant">What the assistant can and cannot do</Link>
      </p>
    </>
  );
}

/** Every question and answer of the consultation, oldest first; the latest question above the Response area. */
function Thread({ questions, asking }: { questions: readonly Asked[]; asking: string | null }) {
  const earlier = asking ? questions : questions.slice(0, -1);
  const latest = asking ?? questions.at(-1)?.question ?? null;
  return (
    <>
      {earlier.length ? (
        <>
          <h3 className={styles.heading}>Earlier questions</h3>
          <ol className={styles.thread} aria-label="Earlier questions and answers">
            {earlier.map((qa, index) => (
              <li key={`${qa.askedAt}-${index}`}>
                <p className={styles.asked}>{qa.question}</p>
                <div className={styles.answer}>{qa.answer}</div>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <h3 className={styles.heading}>Response</h3>
      {latest ? <p className={styles.asked}>{latest}</p> : null}
    </>
  );
}

/**
 * Ask a Question as a thread (issue 23): the one-tap questions the screen lists, the question box (an empty
 * question, or a failure, is answered beside it), then every question and answer of the consultation in order,
 * the latest answer in the Response area with Copy and Download. Every button is a submit button of the screen's
 * form (`intent=question`, `intent=prompt:<id>`), so it works without JavaScript.
 */
export function AskAQuestion({
  questions,
  asking,
  question,
  onQuestionChange,
  response,
  onResponseChange,
  error,
  busy,
  hydrated,
  formAction,
}: {
  questions: readonly Asked[];
  /** The question being answered now, if any. */
  asking: string | null;
  question: string;
  onQuestionChange: (value: string) => void;
  response: string;
  onResponseChange: (value: string) => void;
  error: Failure | null;
  busy: boolean;
  hydrated: boolean;
  /** Where its buttons post without JavaScript (the page comes back scrolled to this card). */
  formAction: string;
}) {
  return (
    <Card
      id="ask"
      style={{ scrollMarginTop: "4.5rem" }}
      title="Ask a Question"
      description="Ask about this consultation, or tap a question:"
    >
      <Prompts busy={busy} formAction={formAction} />
      <TextareaField
        id="question"
        name="question"
        label="Your question"
        rows={3}
        value={question}
        errors={error ? [`${error.title ?? "Processing failed"}: ${error.message}`] : null}
        onChange={(event) => onQuestionChange(event.target.value)}
      />
      <div className={styles.ask}>
        <Button
          type="submit"
          name="intent"
          value="question"
          formAction={formAction}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? "Asking…" : "Ask Question"}
        </Button>
      </div>
      <Thread questions={questions} asking={asking} />
      <DocumentPanel
        field="response"
        label="Response text"
        value={response}
        hydrated={hydrated}
        busy={busy}
        footer={false}
        download={{ formAction: "/download/response" }}
        rows={8}
        onChange={onResponseChange}
      />
    </Card>
  );
}
