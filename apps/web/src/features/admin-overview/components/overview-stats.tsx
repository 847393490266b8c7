import type { AdminOverview } from "@promptloom/contracts/admin-analytics";
import { Clock, CreditCard, DollarSign, Flag, LifeBuoy, RotateCcw, TrendingDown, UserPlus, Users } from "lucide-react";
import { Link } from "react-router";

import { StatCard } from "../../../components/ui/stat-card.tsx";
import { screens } from "../../../config/app-screens.ts";
import { formatHours } from "../../../lib/format-hours.ts";

const count = (value: number, one: string, many: string) =>
  `${value.toLocaleString("en-US")} ${value === 1 ? one : many}`;

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** What the churn figure means, in words an owner reads at a glance. */
export const churnDetail = ({ churned, churnRate, payingAtMonthStart }: AdminOverview["thisMonth"]) => {
  if (churned === 0) return "No member stopped paying";
  if (churnRate === null) return "Stopped paying; all had subscribed this month";
  return `${churned.toLocaleString("en-US")} of ${count(payingAtMonthStart, "member", "members")} paying on the 1st (${(churnRate * 100).toFixed(1)}%)`;
};

/** Members, money, this month's movement, time saved, and moderation and support waiting, as figures. */
export function OverviewStats({ overview }: { overview: AdminOverview }) {
  const { thisMonth, subscriptions, pendingModeration } = overview;
  const waiting = pendingModeration.submissions + pendingModeration.reportedPrompts;
  return (
    <section aria-labelledby="overview-figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <h2 id="overview-figures" className="sr-only">
        Figures
      </h2>
      <StatCard
        label="Members"
        icon={Users}
        value={overview.members.toLocaleString("en-US")}
        detail={`${count(overview.grantedAccess, "with access given by hand", "with access given by hand")}, ${count(overview.refundedMembers, "refunded", "refunded")}`}
      />
      <StatCard
        label="Paying members"
        icon={CreditCard}
        value={overview.payingMembers.toLocaleString("en-US")}
        detail={`${count(subscriptions.monthly, "monthly plan", "monthly plans")}, ${count(subscriptions.yearly, "yearly plan", "yearly plans")}`}
      />
      <StatCard
        label="MRR"
        icon={DollarSign}
        value={dollars.format(overview.mrrCents / 100)}
        detail="Monthly plans plus yearly plans / 12"
      />
      <StatCard
        label="Hours saved by all"
        icon={Clock}
        value={formatHours(overview.minutesSavedByAll)}
        unit="h"
        detail="By every member since the start"
      />
      <StatCard
        label="Sign-ups this month"
        icon={UserPlus}
        value={thisMonth.signUps.toLocaleString("en-US")}
        detail={count(thisMonth.paidConversions, "paid conversion", "paid conversions")}
      />
      <StatCard
        label="Stopped paying this month"
        icon={TrendingDown}
        value={thisMonth.churned.toLocaleString("en-US")}
        detail={churnDetail(thisMonth)}
      />
      <StatCard
        label="Refunds this month"
        icon={RotateCcw}
        value={thisMonth.refunds.toLocaleString("en-US")}
        detail={`In ${overview.timeZone}`}
      />
      <StatCard
        label="Moderation waiting"
        icon={Flag}
        value={waiting.toLocaleString("en-US")}
        detail={
          <Link
            to={screens.adminCommunityPrompts.path}
            className="text-primary-text underline-offset-4 hover:underline"
          >
            {count(pendingModeration.submissions, "submission", "submissions")},{" "}
            {count(pendingModeration.reportedPrompts, "reported prompt", "reported prompts")}
          </Link>
        }
      />
      <StatCard
        label="Support waiting"
        icon={LifeBuoy}
        value={overview.openSupportTickets.toLocaleString("en-US")}
        detail={
          <Link to={screens.adminSupport.path} className="text-primary-text underline-offset-4 hover:underline">
            {count(overview.openSupportTickets, "ticket", "tickets")} waiting for an answer
          </Link>
        }
      />
    </section>
  );
}
