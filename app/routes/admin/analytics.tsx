import { NotBuiltYet } from "~/components/admin/not-built-yet";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { requireStaff } from "~server/auth/require-staff.server";
import type { Route } from "./+types/analytics";

export const handle: StaffHandle = { breadcrumb: "Analytics" };
export const meta: Route.MetaFunction = () => staffMeta("Analytics");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "analytics:read");
  return null;
}

export default function Analytics() {
  return (
    <NotBuiltYet
      title="Analytics"
      description="Which pages, sources and campaigns bring leads, counted without cookies."
      whatItWillDo="First-party analytics are still to be built: no visits are counted by the site itself yet."
    />
  );
}

export const ErrorBoundary = StaffScreenError;
