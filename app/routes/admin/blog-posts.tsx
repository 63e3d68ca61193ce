import { NotBuiltYet } from "~/components/admin/not-built-yet";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { requireStaff } from "~server/auth/require-staff.server";
import type { Route } from "./+types/blog-posts";

export const handle: StaffHandle = { breadcrumb: "Blog" };
export const meta: Route.MetaFunction = () => staffMeta("Blog posts");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "post:read");
  return null;
}

export default function BlogPosts() {
  return (
    <NotBuiltYet
      title="Blog posts"
      description="Articles for borrowers on the public blog."
      whatItWillDo="The blog editor (drafts that save themselves, scheduling, SEO fields, images from the media library) and the public /blog pages are still to be built: the blog is not live yet."
    />
  );
}

export const ErrorBoundary = StaffScreenError;
