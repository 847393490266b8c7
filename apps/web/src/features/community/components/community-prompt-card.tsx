import { communityStatusLabels, type CommunityPrompt } from "@promptloom/contracts/community-prompts";
import { BookmarkPlus, Copy, Flag, ThumbsUp } from "lucide-react";
import { useState } from "react";

import { FillInDialog, hasTemplateVariables } from "../../../components/prompt-template/fill-in-dialog.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { useSaveToMyPrompts } from "../../../entities/saved-prompts/use-save-to-my-prompts.ts";
import { copyPrompt } from "../../../entities/usage/copy-prompt.ts";
import { cn } from "../../../lib/cn.ts";
import { toastError } from "../../../lib/toast.ts";
import { usePromptCategories } from "../api/get-prompt-categories.ts";
import { useVoteCommunityPrompt } from "../api/vote-community-prompt.ts";

/** A shared prompt: vote, copy, save and report; the author sees its review status instead. */
export function CommunityPromptCard({ prompt, onReport }: { prompt: CommunityPrompt; onReport: () => void }) {
  const vote = useVoteCommunityPrompt();
  const saveToMyPrompts = useSaveToMyPrompts();
  const isApproved = prompt.status === "approved";
  const origin = { promptId: prompt.id, source: "community", category: prompt.category };
  const categories = usePromptCategories();
  const categoryName = categories.data?.find((item) => item.slug === prompt.category)?.name ?? prompt.category;
  const [isFillingIn, setIsFillingIn] = useState(false);

  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start gap-2">
        <h3 className="min-w-0 flex-1 font-semibold break-words">{prompt.title}</h3>
        {prompt.isOwn ? (
          <Badge className={cn("shrink-0", prompt.status === "rejected" && "bg-destructive/15 text-error")}>
            {communityStatusLabels[prompt.status]}
          </Badge>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">
        by {prompt.isOwn ? "you" : prompt.authorName} · {categoryName}
      </p>
      <p className="line-clamp-5 text-sm whitespace-pre-wrap text-muted-foreground">{prompt.body}</p>
      {prompt.rejectionReason ? (
        <p className="rounded-md bg-destructive/10 p-2 text-sm">Reviewer's note: {prompt.rejectionReason}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-1 pt-1">
        <Button
          variant={prompt.hasVoted ? "secondary" : "ghost"}
          size="sm"
          aria-pressed={prompt.hasVoted}
          aria-label={`Upvote ${prompt.title}, ${prompt.voteCount} ${prompt.voteCount === 1 ? "vote" : "votes"}`}
          disabled={!isApproved || prompt.isOwn || vote.isPending}
          onClick={() =>
            vote.mutate(
              { id: prompt.id, hasVoted: !prompt.hasVoted },
              { onError: (error) => toastError(error.message) },
            )
          }
        >
          <ThumbsUp aria-hidden="true" className={prompt.hasVoted ? "fill-current" : undefined} />
          {prompt.voteCount}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() =>
            hasTemplateVariables(prompt.body) ? setIsFillingIn(true) : void copyPrompt(prompt.body, origin)
          }
        >
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() =>
            void saveToMyPrompts(
              {
                title: prompt.title,
                perfectedText: prompt.body,
                source: "community",
                originId: prompt.id,
                tags: prompt.tags,
              },
              prompt.category,
            )
          }
        >
          <BookmarkPlus aria-hidden="true" />
          Save
        </Button>
        {isApproved && !prompt.isOwn ? (
          <Button variant="ghost" size="sm" className="ml-auto" disabled={prompt.hasReported} onClick={onReport}>
            <Flag aria-hidden="true" />
            {prompt.hasReported ? "Reported" : "Report"}
          </Button>
        ) : null}
      </div>
      <FillInDialog
        open={isFillingIn}
        onOpenChange={setIsFillingIn}
        title={prompt.title}
        body={prompt.body}
        onCopy={(filled) => copyPrompt(filled, origin)}
      />
    </Card>
  );
}
