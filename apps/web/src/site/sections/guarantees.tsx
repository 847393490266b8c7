import { clsx } from "clsx";
import { BadgeCheck, CalendarX, ShieldCheck } from "lucide-react";

const guarantees = [
  { icon: CalendarX, label: "Cancel anytime" },
  { icon: BadgeCheck, label: "No setup fees" },
  { icon: ShieldCheck, label: "24-hour money-back guarantee" },
];

/** The three promises made wherever a price or a sign-up button appears. */
export function Guarantees({ className }: { className?: string }) {
  return (
    <ul className={clsx("flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground", className)}>
      {guarantees.map(({ icon: Icon, label }) => (
        <li key={label} className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-4 text-success" />
          {label}
        </li>
      ))}
    </ul>
  );
}
