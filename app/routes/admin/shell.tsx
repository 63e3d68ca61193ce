import { Outlet } from "react-router";
import { AdminShell } from "~/components/admin/admin-shell";
import { requireStaff } from "~server/auth/require-staff.server";
import type { Route } from "./+types/shell";

export async function loader({ request, context }: Route.LoaderArgs) {
  // Each screen's own loader checks its permission; this one only needs someone signed in.
  const principal = await requireStaff(request, context, null, { allowSetup: true });
  const settings = await context.services.settings.getSite();
  return { user: principal.user, setupStep: principal.setupStep, businessName: settings.businessName };
}

export default function Shell({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell user={loaderData.user} businessName={loaderData.businessName} setupStep={loaderData.setupStep}>
      <Outlet />
    </AdminShell>
  );
}
