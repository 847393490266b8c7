import type { ModerationItem } from "@promptloom/contracts/community-prompts";
import { useState } from "react";

import { describeFailure } from "../../../components/form/form.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { countOf } from "../../../lib/count-of.ts";
import { toast } from "../../../lib/toast.ts";
import {
  useApprovePrompt,
  useDismissReports,
  useRejectPrompt,
  useRemovePrompt,
  useSetSharingBan,
} from "../api/moderation.ts";
import { PromptReports } from "./prompt-reports.tsx";
import { ReasonDialog } from "./reason-dialog.tsx";

type Asking = "reject" | "remove" | "ban" | null;

const statusLabels = { pending: "Waiting", approved: "Published", rejected: "Rejected" } as const;

/** One prompt in the queue: its text and author, and the decisions that fit its state. */
export function ModerationCard({ item }: { item: ModerationItem }) {
  const approve = useApprovePrompt();
  const reject = useRejectPrompt();
  const remove = useRemovePrompt();
  const dismiss = useDismissReports();
  const ban = useSetSharingBan();
  const [asking, setAsking] = useState<Asking>(null);
  const [isShowingReports, setIsShowingReports] = useState(false);
  const isBusy = approve.isPending || dismiss.isPending || ban.isPending;

  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ title: done, variant: "success" });
    } catch (error) {
      toast({ title: "Could not save the decision", description: describeFailure(error), variant: "destructive" });
    }
  };

  return (
    <li className="space-y-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium">{item.title}</h3>
        <Badge>{statusLabels[item.status]}</Badge>
        {item.openReports > 0 ? (
          <Badge className="bg-destructive/15 text-error">{countOf(item.openReports, "open report")}</Badge>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">
        by {item.authorName} ({item.authorEmail}) · {item.category} · {new Date(item.createdAt).toLocaleDateString()}
        {item.isAuthorBanned ? " · may no longer share prompts" : ""}
      </p>
      <pre className="max-h-56 overflow-y-auto rounded-md bg-surface-2 p-3 font-sans text-sm whitespace-pre-wrap">
        {item.body}
      </pre>
      {item.tags.length > 0 ? <p className="text-xs text-muted-foreground">Tags: {item.tags.join(", ")}</p> : null}
      {item.rejectionReason ? (
        <p className="text-sm">
          <span className="font-medium">Reason given to the author:</span> {item.rejectionReason}
        </p>
      ) : null}
      {isShowingReports ? <PromptReports promptId={item.id} /> : null}
      <div className="flex flex-wrap gap-2">
        {item.status !== "approved" ? (
          <Button
            size="sm"
            disabled={isBusy}
            aria-label={`Approve ${item.title}`}
            onClick={() => void act(() => approve.mutateAsync(item.id), `${item.title} is published`)}
          >
            Approve
          </Button>
        ) : null}
        {item.status === "pending" ? (
          <Button size="sm" variant="outline" aria-label={`Reject ${item.title}`} onClick={() => setAsking("reject")}>
            Reject
          </Button>
        ) : null}
        {item.openReports > 0 ? (
          <>
            <Button
              size="sm"
              variant="outline"
              aria-expanded={isShowingReports}
              onClick={() => setIsShowingReports((shown) => !shown)}
            >
              {isShowingReports ? "Hide reports" : "Show reports"}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={isBusy}
              aria-label={`Dismiss the reports on ${item.title}`}
              onClick={() => void act(() => dismiss.mutateAsync(item.id), "Reports dismissed")}
            >
              Dismiss reports
            </Button>
          </>
        ) : null}
        {item.status === "approved" ? (
          <Button size="sm" variant="outline" aria-label={`Remove ${item.title}`} onClick={() => setAsking("remove")}>
            Remove
          </Button>
        ) : null}
        {item.isAuthorBanned ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={isBusy}
            onClick={() =>
              void act(
                () => ban.mutateAsync({ userId: item.authorId, reason: null }),
                `${item.authorName} may share prompts again`,
              )
            }
          >
            Let {item.authorName} share again
          </Button>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => setAsking("ban")}>
            Ban {item.authorName} from sharing
          </Button>
        )}
      </div>
      {asking === "reject" ? (
        <ReasonDialog
          title={`Reject ${item.title}?`}
          description="The author sees this reason beside their prompt."
          submitLabel="Reject prompt"
          onClose={() => setAsking(null)}
          onSubmit={async (reason) => {
            await reject.mutateAsync({ id: item.id, reason });
            toast({ title: `${item.title} rejected`, variant: "success" });
          }}
        />
      ) : asking === "remove" ? (
        <ReasonDialog
          title={`Remove ${item.title}?`}
          description="It leaves the community list and its open reports are closed. The author sees this reason."
          submitLabel="Remove prompt"
          onClose={() => setAsking(null)}
          onSubmit={async (reason) => {
            await (item.openReports > 0 ? remove : reject).mutateAsync({ id: item.id, reason });
            toast({ title: `${item.title} removed`, variant: "success" });
          }}
        />
      ) : asking === "ban" ? (
        <ReasonDialog
          title={`Ban ${item.authorName} from sharing?`}
          description="They can no longer submit community prompts and see this reason when they try. Their account is otherwise unchanged."
          submitLabel="Ban from sharing"
          onClose={() => setAsking(null)}
          onSubmit={async (reason) => {
            await ban.mutateAsync({ userId: item.authorId, reason });
            toast({ title: `${item.authorName} may no longer share prompts`, variant: "success" });
          }}
        />
      ) : null}
    </li>
  );
}
