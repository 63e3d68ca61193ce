import { Copy, Eye, History, Power, PowerOff, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { RevisionHistoryDialog } from "~/components/admin/revision-history-dialog";
import { useStaffAction } from "~/components/admin/use-staff-action";
import { loanServicePath } from "~/components/service-card";
import { Button, buttonVariants } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import type { ContentRevision, ContentRevisionSummary } from "~server/content/content-revision.schema";
import type { StaffLoanService } from "~server/loan-services/loan-service-admin.schema";
import { LoanServiceRevision } from "./loan-service-revision";

const reasonWords = { create: "Created", save: "Saved", restore: "Restored" };

/** Opens the public page's preview of the editor's draft in a new tab. */
export function PreviewLink({ id }: { id: number | null }) {
  return (
    <a
      href={`/loan-services/preview/${id ?? "new"}`}
      target="_blank"
      rel="noopener"
      className={buttonVariants({ variant: "outline" })}
    >
      <Eye aria-hidden="true" />
      Preview<span className="sr-only"> (opens a new tab)</span>
    </a>
  );
}

/**
 * What staff do to a saved service besides editing it: its revisions, a copy, switching it off or
 * on, deleting it. Switching and restoring save at once, so they wait while the form has changes.
 */
export function LoanServiceActions({ service, dirty }: { service: StaffLoanService; dirty: boolean }) {
  const { run, pending } = useStaffAction();
  const navigate = useNavigate();
  const [history, setHistory] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();
  const named = service.leadCount;
  const page = loanServicePath(service.slug);

  const toggle = () =>
    run(`/api/admin/loan-services/${service.id}`, {
      method: "PATCH",
      body: { isActive: !service.isActive, version: service.version },
      success: service.isActive
        ? `“${service.name}” is switched off: it left /services, the home page and the sitemap; ${page} answers “no longer offered”.`
        : `“${service.name}” is on the site: ${page}, /services and the sitemap show it now.`,
    });

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <PreviewLink id={service.id} />
        <Button variant="outline" onClick={() => setHistory(true)}>
          <History aria-hidden="true" />
          Revisions
        </Button>
        <Button
          variant="outline"
          disabled={pending}
          onClick={async () => {
            const copy = await run<StaffLoanService>(`/api/admin/loan-services/${service.id}/duplicate`, {
              success: `Copied as “${service.name} (copy)”, switched off. Change its address and words, then switch it on.`,
              revalidate: false,
            });
            if (copy.ok && copy.data) void navigate(`/admin/loan-services/${copy.data.id}`);
          }}
        >
          <Copy aria-hidden="true" />
          Duplicate
        </Button>
        <Button
          variant="outline"
          disabled={pending || dirty}
          aria-describedby={dirty ? reasonId : undefined}
          onClick={() => void toggle()}
        >
          {service.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
          {service.isActive ? "Switch off" : "Switch on"}
        </Button>
        <Button
          variant="outline"
          disabled={pending || named > 0}
          aria-describedby={named > 0 ? reasonId : undefined}
          onClick={() => setConfirming(true)}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
      {(dirty || named > 0) && (
        <p id={reasonId} className="text-sm text-slate-700">
          {dirty && "Save or undo your changes before switching the service off or on. "}
          {named > 0 &&
            `${named === 1 ? "A lead names" : `${named.toLocaleString("en-IN")} leads name`} this service, so it cannot be deleted: switch it off instead, and ${named === 1 ? "it keeps" : "they keep"} it.`}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete “${service.name}”?`}
        confirmLabel="Delete the service"
        pending={pending}
        onConfirm={async () => {
          const done = await run(`/api/admin/loan-services/${service.id}`, {
            method: "DELETE",
            success: `“${service.name}” deleted.`,
            revalidate: false,
          });
          if (done.ok) void navigate("/admin/loan-services", { replace: true });
          return done.ok;
        }}
      >
        Its page, its revisions and its lenders' offers go for good, and {page} answers “not found”. To take it off the
        site for a while, switch it off instead.
      </ConfirmDialog>
      <RevisionHistoryDialog<ContentRevisionSummary, ContentRevision>
        revisionsPath={`/api/admin/loan-services/${service.id}/revisions`}
        open={history}
        onOpenChange={setHistory}
        description="Every save of the service, newest first, times in IST. Choose one to read it; “Restore” brings its words back as a new version (the address and the on/off switch stay as they are), and what is there now stays in this list."
        reasonWords={reasonWords}
        rowDetail={(row) => row.title}
        renderRevision={(revision) => <LoanServiceRevision snapshot={revision.snapshot} />}
        onRestore={async (row) => {
          if (dirty) {
            toast({ variant: "destructive", title: "Save or undo your changes first: a restore replaces them." });
            return false;
          }
          const restored = await run(`/api/admin/loan-services/${service.id}/revisions/${row.id}/restore`, {
            body: { version: service.version },
            success: `Version ${row.version} restored as version ${service.version + 1}.`,
          });
          return restored.ok;
        }}
      />
    </div>
  );
}
