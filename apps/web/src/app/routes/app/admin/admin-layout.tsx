import { ShieldAlert } from "lucide-react";
import { Link, Outlet, useOutletContext } from "react-router";

import { paths } from "../../../../config/paths.ts";
import { useSession } from "../../../../entities/session/session.ts";
import type { MemberOutletContext } from "../member-outlet-context.ts";

function AdminOnly() {
  return (
    <section className="mx-auto max-w-md space-y-3 py-16 text-center">
      <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-error" />
      <h1 className="text-2xl font-semibold">Admin access required</h1>
      <p className="text-muted-foreground">This part of the members area is for administrators.</p>
      <Link to={paths.dashboard} className="font-medium text-primary-text hover:underline">
        Back to your dashboard
      </Link>
    </section>
  );
}

/** The admin area's guard: its screens render for admins only; everyone else is told so and nothing more. */
export function Component() {
  const session = useSession();
  const context = useOutletContext<MemberOutletContext>();
  if (!session.isAdmin) return <AdminOnly />;
  return <Outlet context={context} />;
}
