import { Outlet } from "react-router";
import { AdminShell } from "~/components/admin/admin-shell";
import { can } from "~server/auth/permissions";
import { requireStaff } from "~server/auth/require-staff.server";
import type { Route } from "./+types/shell";

export async function loader({ request, context }: Route.LoaderArgs) {
  // Each screen's own loader checks its permission; this one only needs someone signed in.
  const principal = await requireStaff(request, context, null, { allowSetup: true });
  const { settings, leadArrivals } = context.services;
  const [site, newLeadCount] = await Promise.all([
    settings.getSite(),
    // The menu's count of new leads, for those who read leads; the tab keeps it live from here.
    can(principal.user, "lead:read") && !principal.setupStep ? leadArrivals.newCount() : null,
  ]);
  return {
    user: principal.user,
    setupStep: principal.setupStep,
    businessName: site.businessName,
    newLeads: newLeadCount === null ? null : { count: newLeadCount },
  };
}

export default function Shell({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell
      user={loaderData.user}
      businessName={loaderData.businessName}
      setupStep={loaderData.setupStep}
      newLeads={loaderData.newLeads}
    >
      <Outlet />
    </AdminShell>
  );
}
