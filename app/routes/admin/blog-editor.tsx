import { NotBuiltYet } from "~/components/admin/not-built-yet";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { requireStaff } from "~server/auth/require-staff.server";
import type { Route } from "./+types/blog-editor";

// One screen for /admin/blog/create, /admin/blog-editor (a new post) and /admin/blog/edit/{id}.
export const handle: StaffHandle = { breadcrumb: "Post editor" };
export const meta: Route.MetaFunction = ({ params }) => staffMeta(params.id ? "Edit post" : "New post");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "post:write");
  return { postId: params.id ?? null };
}

export default function BlogEditor({ loaderData }: Route.ComponentProps) {
  return (
    <NotBuiltYet
      title={loaderData.postId ? `Edit post ${loaderData.postId}` : "New post"}
      description="Write, preview and schedule a post for the public blog."
      whatItWillDo="The editor (rich text with headings, lists, links and images from the media library; drafts that save themselves; SEO fields and scheduling) is still to be built, so there are no posts to edit yet."
    />
  );
}

export const ErrorBoundary = StaffScreenError;
