import { ExternalLink, MessageCircle } from "lucide-react";
import { Link } from "react-router";

import { buttonVariants } from "../../../components/ui/button-variants.ts";
import { Card } from "../../../components/ui/card.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { EmptyState } from "../../../components/ui/query-state.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useDiscordCommunity } from "../api/discord-community.ts";

/** The members' Discord server: what it is, its rules, and the invite. */
export function DiscordScreen({ isAdmin }: { isAdmin: boolean }) {
  const community = useDiscordCommunity();
  if (community.isPending) return <Spinner label="Loading the community" />;
  if (community.isError) {
    return (
      <LoadError
        message={`Could not load the community. ${community.error.message}`}
        onRetry={() => void community.refetch()}
      />
    );
  }
  if (!community.data) {
    return (
      <EmptyState
        icon={MessageCircle}
        title="The Discord community is not set up yet."
        description="The team has not published an invite yet. Check back soon."
      >
        {isAdmin ? (
          <Link to="/app/admin/discord" className={buttonVariants({ variant: "outline" })}>
            Set up the invite
          </Link>
        ) : null}
      </EmptyState>
    );
  }
  const { serverName, description, rules, inviteUrl } = community.data;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card className="space-y-4 p-6">
        <div className="flex items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <MessageCircle aria-hidden="true" className="size-5" />
          </span>
          <h2 className="text-xl font-semibold">{serverName}</h2>
        </div>
        <p className="whitespace-pre-wrap text-muted-foreground">{description}</p>
        <a
          href={inviteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: "gradient", size: "lg" })}
        >
          Join the Discord server
          <ExternalLink aria-hidden="true" />
        </a>
        <p className="text-xs text-muted-foreground">Opens Discord in a new tab. You need a free Discord account.</p>
      </Card>
      {rules.length > 0 ? (
        <Card role="region" className="space-y-3 p-6" aria-labelledby="discord-rules-heading">
          <h2 id="discord-rules-heading" className="font-semibold">
            Community rules
          </h2>
          <ol className="list-decimal space-y-2 pl-5 text-sm">
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </Card>
      ) : null}
    </div>
  );
}
