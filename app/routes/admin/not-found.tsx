import { data } from "react-router";
import { StaffErrorPage, StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { requireStaff } from "~server/auth/require-staff.server";
import type { Route } from "./+types/not-found";

export const handle: StaffHandle = { breadcrumb: "Not found" };
export const meta: Route.MetaFunction = () => staffMeta("Page not found");

/** Any other /admin path: the sign-in check first (nothing about the staff area is shown to strangers), then 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, null);
  throw data({ message: null }, { status: 404 });
}

export default function StaffNotFound() {
  return <StaffErrorPage />;
}

export const ErrorBoundary = StaffScreenError;
