import { useId, useState } from "react";
import { data } from "react-router";
import { DetailActions, DetailNoteForm, type DetailDialog } from "~/components/admin/leads/detail-actions";
import { AssignDialog, CommissionDialog, EraseDialog, FollowUpDialog } from "~/components/admin/leads/detail-dialogs";
import { DetailFields } from "~/components/admin/leads/detail-fields";
import { DetailHeader } from "~/components/admin/leads/detail-header";
import { DocumentsPanel } from "~/components/admin/leads/documents/documents-panel";
import { StatusDialog } from "~/components/admin/leads/status-dialog";
import { TimelineList } from "~/components/admin/leads/timeline-list";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { can } from "~server/auth/permissions";
import { requireStaff } from "~server/auth/require-staff.server";
import { istDateString } from "~server/formats/ist";
import type { Route } from "./+types/lead-detail";

export const handle: StaffHandle = { breadcrumb: "Lead", parents: [{ label: "Leads", to: "/admin/leads" }] };
export const meta: Route.MetaFunction = ({ data: loaded }) =>
  // The reference, not the name: the title lands in browser history and tab lists.
  staffMeta(loaded?.lead ? `Lead ${loaded.lead.reference}` : "Lead");

const notFound = () =>
  data(
    { message: "There is no lead with this number. It may have been typed wrong; find the lead in the list instead." },
    { status: 404 },
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const principal = await requireStaff(request, context, "lead:read");
  // Ids are positive 32-bit integers; anything else cannot be a lead.
  if (!/^[1-9]\d{0,9}$/.test(params.id) || Number(params.id) > 2_147_483_647) throw notFound();
  const { leadWorkbench, leadDocuments, users } = context.services;
  const leadId = Number(params.id);
  const lead = await leadWorkbench.get(principal, leadId).catch((error: unknown) => {
    // By name: the page bundle and the server's services may each hold their own copy of the class.
    throw error instanceof Error && error.name === "NotFoundError" ? notFound() : error;
  });
  const { user } = principal;
  const abilities = {
    update: can(user, "lead:update"),
    erase: can(user, "lead:erase"),
    commission: can(user, "lead:commission"),
    // Changing the checklist, sending links and reviewing; viewing and downloading files needs lead:read only.
    documents: can(user, "lead:update"),
  };
  const documents = await leadDocuments.forStaff(leadId);
  // The assignee choices: active colleagues whose role may work leads.
  const staff = abilities.update
    ? (await users.listActive())
        .filter((person) => can(person, "lead:update"))
        .map((person) => ({ id: person.id, displayName: person.displayName }))
    : [];
  const now = new Date();
  return {
    // The call and WhatsApp links log a contact: only for those who may work the lead.
    lead: abilities.update ? lead : { ...lead, telUrl: null, whatsappUrl: null, whatsappMessage: "" },
    documents,
    staff,
    abilities,
    meId: user.id,
    now: now.toISOString(),
    today: istDateString(now),
  };
}

export default function LeadDetailScreen({ loaderData }: Route.ComponentProps) {
  const { lead, documents, staff, abilities, meId, now, today } = loaderData;
  const [dialog, setDialog] = useState<DetailDialog | null>(null);
  const close = (open: boolean) => !open && setDialog(null);
  const timelineId = useId();
  const canNote = abilities.update && lead.erasedAt === null;
  return (
    // Room at the bottom on phones for the fixed action bar.
    <div className={abilities.update ? "pb-20 sm:pb-0" : undefined}>
      <DetailHeader lead={lead} now={now} />
      <DetailActions lead={lead} meId={meId} abilities={abilities} open={setDialog} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <DocumentsPanel
            leadId={lead.id}
            documents={documents}
            canChange={abilities.documents && lead.erasedAt === null}
            language={lead.language}
          />
          <DetailFields lead={lead} />
        </div>
        <section aria-labelledby={timelineId} className="h-fit rounded-xl border border-slate-200 bg-white p-5">
          <h2 id={timelineId} className="text-lg font-semibold text-slate-900">
            Timeline
          </h2>
          <p className="mb-4 text-sm text-slate-700">Newest first. Times in IST.</p>
          {canNote && (
            <div className="mb-6 border-b border-slate-100 pb-6">
              <DetailNoteForm leadId={lead.id} />
            </div>
          )}
          <TimelineList items={lead.timeline} />
        </section>
      </div>

      {abilities.update && (
        <>
          <StatusDialog lead={lead} today={today} open={dialog === "status"} onOpenChange={close} />
          <AssignDialog
            lead={lead}
            assigneeId={lead.assignee?.id ?? null}
            staff={staff}
            open={dialog === "assign"}
            onOpenChange={close}
          />
          <FollowUpDialog
            lead={lead}
            followUpAt={lead.followUpAt}
            now={now}
            open={dialog === "followUp"}
            onOpenChange={close}
          />
          {lead.commission && (
            <CommissionDialog
              lead={lead}
              commission={lead.commission}
              open={dialog === "commission"}
              onOpenChange={close}
            />
          )}
          {abilities.erase && <EraseDialog lead={lead} open={dialog === "erase"} onOpenChange={close} />}
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = StaffScreenError;
