import type { MemberDetail } from "@promptloom/contracts/admin-users";
import type * as React from "react";

import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { countOf } from "../../../lib/count-of.ts";
import { formatDate, formatDateTime } from "../../../lib/format-date.ts";
import { formatHours } from "../../../lib/format-hours.ts";

function Facts({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">{children}</dl>
      </CardContent>
    </Card>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

const planNames = { monthly: "Monthly", yearly: "Yearly" } as const;

function SubscriptionFacts({ member }: { member: MemberDetail }) {
  const { subscription } = member;
  return (
    <Facts title="Subscription">
      <Fact term="Access">
        {member.refunded
          ? "Refunded"
          : member.isPaid
            ? member.paidByHand
              ? "Paid (given by hand)"
              : "Paid"
            : "Unpaid"}
      </Fact>
      {member.refundedAt ? <Fact term="Refunded on">{formatDateTime(member.refundedAt)}</Fact> : null}
      {subscription ? (
        <>
          <Fact term="Plan">{subscription.plan ? planNames[subscription.plan] : "None"}</Fact>
          <Fact term="Status">{subscription.status.replaceAll("_", " ")}</Fact>
          <Fact term="Payments">{subscription.provider}</Fact>
          {subscription.currentPeriodEnd ? (
            <Fact term={subscription.cancelAtPeriodEnd ? "Ends" : "Renews"}>
              {formatDate(subscription.currentPeriodEnd)}
            </Fact>
          ) : null}
        </>
      ) : (
        <Fact term="Plan">No subscription on record</Fact>
      )}
      <Fact term="Joined">{formatDate(member.createdAt)}</Fact>
    </Facts>
  );
}

function UsageFacts({ member }: { member: MemberDetail }) {
  const { usage } = member;
  return (
    <Facts title="Usage">
      <Fact term="Time saved">{formatHours(usage.minutesSaved)} h in all</Fact>
      <Fact term="Last 30 days">{formatHours(usage.last30DaysMinutes)} h</Fact>
      <Fact term="Events">{usage.events}</Fact>
      <Fact term="Last activity">{usage.lastEventAt ? formatDateTime(usage.lastEventAt) : "None yet"}</Fact>
      {usage.byCategory.map((row) => (
        <Fact key={row.category} term={row.category}>
          {row.events} events · {formatHours(row.minutes)} h
        </Fact>
      ))}
      <Fact term="Saved prompts">{member.savedPromptCount}</Fact>
      <Fact term="Shared prompts">{member.communityPromptCount}</Fact>
    </Facts>
  );
}

function SignInFacts({ member }: { member: MemberDetail }) {
  return (
    <Card className="md:col-span-2">
      <CardHeader>
        <CardTitle className="text-base">Sign-ins</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p>
          {countOf(member.signInCount, "sign-in")} on record
          {member.lastSignInAt ? `, the last on ${formatDateTime(member.lastSignInAt)}` : ""}.
        </p>
        {member.signIns.length === 0 ? (
          <p className="text-muted-foreground">No open sessions.</p>
        ) : (
          <ul className="divide-y divide-border rounded-md border border-border" aria-label="Open sessions">
            {member.signIns.map((signIn) => (
              <li key={signIn.createdAt + signIn.lastActiveAt} className="space-y-0.5 px-3 py-2">
                <p>
                  Signed in {formatDateTime(signIn.createdAt)} · last active {formatDateTime(signIn.lastActiveAt)}
                </p>
                <p className="break-all text-muted-foreground">
                  {[signIn.ipAddress, signIn.userAgent].filter(Boolean).join(" · ") || "Device not recorded"}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** What an admin reads about one member: subscription, usage, saved prompts and sign-ins. */
export function MemberFacts({ member }: { member: MemberDetail }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <SubscriptionFacts member={member} />
      <UsageFacts member={member} />
      <SignInFacts member={member} />
    </div>
  );
}
