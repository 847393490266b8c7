import {
  expandSubjectLimits,
  expandSubjectMessages,
  expandSubjectSchema,
} from "@promptloom/contracts/studio/expand-subject";
import { studioLimits } from "@promptloom/contracts/studio/studio-choices";
import { Wand2 } from "lucide-react";
import { useId, useState } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useExpandSubject, useStudioConfig } from "../api/studio-config.ts";

/**
 * The subject in the member's words. With a language model on the server, "Describe it for me"
 * writes a short subject out in full; without one, the button says how to turn it on.
 */
export function SubjectField({ subject, onChange }: { subject: string; onChange: (subject: string) => void }) {
  const config = useStudioConfig();
  const expand = useExpandSubject();
  const [notice, setNotice] = useState<string | null>(null);
  const inputId = useId();
  const noticeId = useId();
  const model = config.data?.describeModel ?? null;
  const tooLong = subject.length > studioLimits.subjectMaxLength;

  const describe = async () => {
    if (!model) {
      setNotice(expandSubjectMessages.notConfigured);
      return;
    }
    const parsed = expandSubjectSchema.safeParse({ subject });
    if (!parsed.success) {
      setNotice(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setNotice(null);
    try {
      onChange((await expand.mutateAsync(parsed.data)).subject);
    } catch (error) {
      setNotice(error instanceof ApiError ? error.message : "Something went wrong. Please try again.");
    }
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={inputId} className="font-medium">
          Subject
        </label>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void describe()}
          disabled={expand.isPending || config.isPending}
          title={
            model
              ? `Written by ${model} from up to ${expandSubjectLimits.subjectMaxLength} characters`
              : "Not available on this site yet"
          }
        >
          <Wand2 aria-hidden="true" />
          {expand.isPending ? "Describing…" : "Describe it for me"}
        </Button>
      </div>
      <Textarea
        id={inputId}
        value={subject}
        rows={3}
        placeholder="What the image shows, e.g. a fox asleep in a snowy forest"
        aria-invalid={tooLong ? true : undefined}
        aria-describedby={notice || tooLong ? noticeId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {notice || tooLong ? (
        <p id={noticeId} role="status" className={tooLong ? "text-sm text-error" : "text-sm text-muted-foreground"}>
          {tooLong ? `Keep the subject under ${studioLimits.subjectMaxLength} characters` : notice}
        </p>
      ) : null}
    </div>
  );
}
