import { NotBuiltYet } from "~/components/admin/not-built-yet";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { requireStaff } from "~server/auth/require-staff.server";
import type { Route } from "./+types/deals";

export const handle: StaffHandle = { breadcrumb: "Deals" };
export const meta: Route.MetaFunction = () => staffMeta("Deals");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "deal:read");
  return null;
}

export default function Deals() {
  return (
    <NotBuiltYet
      title="Deals"
      description="Offers from partner banks and lenders, shown on the public /deals page."
      whatItWillDo="Deal management and the public /deals page are still to be built."
    />
  );
}

export const ErrorBoundary = StaffScreenError;
