import { NotBuiltYet } from "~/components/admin/not-built-yet";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { requireStaff } from "~server/auth/require-staff.server";
import type { Route } from "./+types/media";

export const handle: StaffHandle = { breadcrumb: "Media" };
export const meta: Route.MetaFunction = () => staffMeta("Media library");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "media:read");
  return null;
}

export default function Media() {
  return (
    <NotBuiltYet
      title="Media library"
      description="Images and files used by posts, deals, popups and downloads."
      whatItWillDo="The media library (uploads checked by their content, resized images, focal points, and where each file is used) is still to be built."
    />
  );
}

export const ErrorBoundary = StaffScreenError;
