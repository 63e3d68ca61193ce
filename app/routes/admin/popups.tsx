import { NotBuiltYet } from "~/components/admin/not-built-yet";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { requireStaff } from "~server/auth/require-staff.server";
import type { Route } from "./+types/popups";

// One screen for /admin/popups and /admin/popup-manager (spec section 2).
export const handle: StaffHandle = { breadcrumb: "Popups" };
export const meta: Route.MetaFunction = () => staffMeta("Popups");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "popup:read");
  const counts = await context.services.dashboard.contentCounts();
  return { popups: counts.popups };
}

export default function Popups({ loaderData }: Route.ComponentProps) {
  const { active, total } = loaderData.popups;
  return (
    <NotBuiltYet
      title="Popups"
      description="Messages shown over the public pages they target, such as an offer on the gold loan page."
      whatItWillDo={`The popup manager (create and edit popups, target pages, schedule, preview, and count views and clicks) is still to be built. The site has ${total} popup${total === 1 ? "" : "s"} stored, ${active} of them active.`}
    />
  );
}

export const ErrorBoundary = StaffScreenError;
