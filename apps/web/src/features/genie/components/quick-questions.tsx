import { ANSWER_MAX_LENGTH, type EngineQuestion, type QuestionAnswer } from "@promptloom/contracts/prompt-engine";
import { MessageCircleQuestion } from "lucide-react";
import { useId, useState } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";

type Draft = { choice: string | null; text: string };

const answerOf = (draft: Draft | undefined) => draft?.choice ?? draft?.text.trim() ?? "";

/**
 * Genie's questions about what the request leaves open, each with its quick answers as toggle
 * chips and a field for the member's own words; "Use my answers" revises the prompt with them.
 * A chip and typed words are alternatives: typing clears the chip, picking a chip clears the text.
 */
export function QuickQuestions({
  questions,
  onAnswer,
  disabled,
}: {
  questions: EngineQuestion[];
  onAnswer: (answers: QuestionAnswer[]) => Promise<void>;
  disabled: boolean;
}) {
  const headingId = useId();
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const update = (id: string, change: (draft: Draft) => Draft) =>
    setDrafts((all) => ({ ...all, [id]: change(all[id] ?? { choice: null, text: "" }) }));
  const answers = questions
    .map((question) => ({ id: question.id, answer: answerOf(drafts[question.id]) }))
    .filter((answer) => answer.answer !== "");

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-md border border-border p-3 sm:p-4">
      <div className="space-y-1">
        <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold">
          <MessageCircleQuestion aria-hidden="true" className="size-4" />
          Quick questions
        </h3>
        <p className="text-sm text-muted-foreground">
          Answer what you can and Genie works it into the prompt. Skip any you like.
        </p>
      </div>
      <form
        className="space-y-4"
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          if (answers.length === 0) return;
          void onAnswer(answers).then(() => setDrafts({}));
        }}
      >
        {questions.map((question) => {
          const draft = drafts[question.id];
          const inputId = `${headingId}-${question.id}`;
          return (
            <fieldset key={question.id} className="min-w-0 space-y-2">
              <legend className="text-sm font-medium">{question.label}</legend>
              {question.choices.length > 0 ? (
                <div className="flex flex-wrap gap-2">
                  {question.choices.map((choice) => {
                    const isPicked = draft?.choice === choice;
                    return (
                      <Button
                        key={choice}
                        type="button"
                        size="sm"
                        variant={isPicked ? "default" : "outline"}
                        aria-pressed={isPicked}
                        className="h-auto min-h-9 max-w-full py-1.5 wrap-anywhere whitespace-normal"
                        onClick={() => update(question.id, () => ({ choice: isPicked ? null : choice, text: "" }))}
                      >
                        {choice}
                      </Button>
                    );
                  })}
                </div>
              ) : null}
              <label htmlFor={inputId} className="block text-xs text-muted-foreground">
                {question.choices.length > 0 ? "Or in your own words" : "Your answer"}
                <span className="sr-only">: {question.label}</span>
              </label>
              {question.choices.length > 0 ? (
                <Input
                  id={inputId}
                  value={draft?.text ?? ""}
                  maxLength={ANSWER_MAX_LENGTH}
                  placeholder={question.placeholder}
                  onChange={(event) => update(question.id, () => ({ choice: null, text: event.target.value }))}
                />
              ) : (
                // A question without quick answers asks for material (text, code, columns): its lines are kept.
                <Textarea
                  id={inputId}
                  rows={3}
                  className="min-h-20"
                  value={draft?.text ?? ""}
                  maxLength={ANSWER_MAX_LENGTH}
                  placeholder={question.placeholder}
                  onChange={(event) => update(question.id, () => ({ choice: null, text: event.target.value }))}
                />
              )}
            </fieldset>
          );
        })}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={disabled || answers.length === 0}>
            Use my answers
          </Button>
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {answers.length === 0
              ? "Pick or type an answer first."
              : `${answers.length} of ${questions.length} answered`}
          </p>
        </div>
      </form>
    </section>
  );
}
