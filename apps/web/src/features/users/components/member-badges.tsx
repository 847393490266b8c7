import type { MemberSummary } from "@promptloom/contracts/admin-users";

import { Badge } from "../../../components/ui/badge.tsx";

/** What kind of account this is, in words: access first, then the roles and blocks on it. */
export const memberStatusLabels = (member: MemberSummary): string[] => {
  const labels = [member.refunded ? "Refunded" : member.isPaid ? "Paid" : "Unpaid"];
  if (member.isPaid && member.paidByHand) labels.push("Given by hand");
  if (member.plan) labels.push(member.plan === "yearly" ? "Yearly" : "Monthly");
  if (member.isAdmin) labels.push("Admin");
  if (member.isCommunityBanned) labels.push("Banned from sharing");
  return labels;
};

export function MemberBadges({ member }: { member: MemberSummary }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {memberStatusLabels(member).map((label) => (
        <Badge key={label}>{label}</Badge>
      ))}
    </span>
  );
}
