import { data } from "react-router";
import { PostEditorForm } from "~/components/admin/blog/post-editor-form";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { can } from "~server/auth/permissions";
import { requireStaff } from "~server/auth/require-staff.server";
import type { Route } from "./+types/blog-editor";

// One screen for /admin/blog/create, /admin/blog-editor (a new post) and /admin/blog/edit/{id}.
export const handle: StaffHandle = { breadcrumb: "Post editor", parents: [{ label: "Blog", to: "/admin/blog-posts" }] };
export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.post ? `Edit: ${loaderData.post.title}` : "New post");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const principal = await requireStaff(request, context, "post:write");
  const { postManager, loanServices, config } = context.services;
  let post = null;
  if (params.id !== undefined) {
    const id = Number(params.id);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw data("No such post", { status: 404 });
    post = await postManager.get(id);
    if (!post) throw data("No such post", { status: 404 });
  }
  const services = await loanServices.listActive();
  return {
    post,
    services: services.map((service) => ({ value: service.slug, label: service.name })),
    canPublish: can(principal.user, "post:publish"),
    author: principal.user.displayName,
    origin: config.PUBLIC_URL ?? new URL(request.url).origin,
  };
}

export default function BlogEditor({ loaderData }: Route.ComponentProps) {
  // Another post (or a new one) starts the editor afresh; its own saves do not.
  return <PostEditorForm key={loaderData.post?.id ?? "new"} {...loaderData} />;
}

export const ErrorBoundary = StaffScreenError;
