import { PageList } from "~/components/admin/pages/page-list";
import { PageHeader } from "~/components/admin/page-header";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { requireStaff } from "~server/auth/require-staff.server";
import type { Route } from "./+types/pages";

export const handle: StaffHandle = { breadcrumb: "Pages" };
export const meta: Route.MetaFunction = () => staffMeta("Pages");

export async function loader({ request, context }: Route.LoaderArgs) {
  // Viewers have no page:read and get the 403 screen; every role that reads may also change.
  await requireStaff(request, context, "page:read");
  return { pages: await context.services.pageTexts.list() };
}

export default function Pages({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Pages"
        description="The texts of the home page's hero, the about page, the introductions of three more pages, and the whole of the four legal pages. The layout stays as it is; the words are yours. A saved change shows on the next visit to the page."
      />
      <PageList pages={loaderData.pages} />
    </>
  );
}

export const ErrorBoundary = StaffScreenError;
