import { data } from "react-router";
import { PageHeader } from "~/components/admin/page-header";
import { PopupEditorForm } from "~/components/admin/popups/popup-editor-form";
import { PopupStateBadge } from "~/components/admin/popups/popup-state-badge";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { TranslationsLink } from "~/components/admin/translations/translations-link";
import { publicPageNames } from "~/components/popup-host/popup-page-name";
import { can } from "~server/auth/permissions";
import { requireStaff } from "~server/auth/require-staff.server";
import { isNotFoundError } from "~server/domain-errors";
import type { Route } from "./+types/popup-editor";

// /admin/popups/new and /admin/popups/:id: one screen, two routes (app/routes.ts).
export const handle: StaffHandle = { breadcrumb: "Popup", parents: [{ label: "Popups", to: "/admin/popups" }] };
export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.popup ? `Popup: ${loaderData.popup.title}` : "New popup");

const pageLabels: Record<string, string> = {
  home: "Home",
  about: "About",
  services: "Services",
  "govt-schemes": "Government schemes",
  "smart-integrations": "Smart integrations",
  "business-partners": "Business partners",
  deals: "Deals",
  "vyapar-app": "Vyapar app",
  download: "Downloads",
  blog: "Blog",
  contact: "Contact",
  disclaimer: "Disclaimer",
  privacy: "Privacy",
  terms: "Terms",
  "cookie-policy": "Cookie policy",
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const creating = params.id === undefined;
  const principal = await requireStaff(request, context, creating ? "popup:write" : "popup:read");
  const { popupManager, loanServices } = context.services;
  let popup = null;
  if (!creating) {
    const id = Number(params.id);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw data("No such popup", { status: 404 });
    try {
      popup = await popupManager.get(id);
    } catch (error) {
      if (isNotFoundError(error)) throw data("No such popup", { status: 404 });
      throw error;
    }
  }
  const services = await loanServices.listActive();
  const pages = [
    ...publicPageNames.map((name) => ({ name, label: pageLabels[name] ?? name })),
    ...services.map((service) => ({ name: service.slug, label: service.name })),
  ];
  return { popup, pages, canWrite: can(principal.user, "popup:write") };
}

export default function PopupEditor({ loaderData }: Route.ComponentProps) {
  const { popup, pages, canWrite } = loaderData;
  return (
    <>
      <PageHeader
        title={popup ? popup.title : "New popup"}
        description={
          popup ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              <PopupStateBadge state={popup.state} />
              <span>Changes show on the site on the next page load after saving.</span>
            </span>
          ) : (
            "Write the message, choose its pages and look, and check the preview. It starts switched off unless you tick Active."
          )
        }
      />
      {popup && <TranslationsLink kind="popup" entryId={popup.id} />}
      {/* A new version from the server (after saving) starts the form afresh. */}
      <PopupEditorForm key={popup?.updatedAt ?? "new"} popup={popup} pages={pages} canWrite={canWrite} />
    </>
  );
}

export const ErrorBoundary = StaffScreenError;
