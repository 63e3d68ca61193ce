import type { ContentRevision, ContentRevisionSummary } from "~server/content/content-revision.schema";
import { schemeGroupLabels, type SchemeGroup } from "~server/vocabulary/content";
import { RevisionHistoryDialog } from "../revision-history-dialog";

const reasonWords: Record<ContentRevisionSummary["reason"], string> = {
  create: "Created",
  save: "Saved",
  restore: "Restored",
};

const textOf = (snapshot: Record<string, unknown>, key: string) =>
  typeof snapshot[key] === "string" ? (snapshot[key] as string) : "";

const linesOf = (snapshot: Record<string, unknown>, key: string) =>
  Array.isArray(snapshot[key]) ? (snapshot[key] as unknown[]).filter((line) => typeof line === "string") : [];

/** A saved version of a scheme as staff read it: every text, as its page would list them. */
function SchemeVersion({
  snapshot,
  serviceName,
}: {
  snapshot: Record<string, unknown>;
  serviceName: (id: unknown) => string;
}) {
  const faqs = Array.isArray(snapshot.faqs) ? (snapshot.faqs as { question?: unknown; answer?: unknown }[]) : [];
  const group = textOf(snapshot, "schemeGroup") as SchemeGroup;
  const rows: [string, React.ReactNode][] = [
    ["Address", `/govt-schemes/${textOf(snapshot, "slug")}`],
    ["Group", schemeGroupLabels[group] ?? group],
    ["Short name", textOf(snapshot, "shortName")],
    ["Summary", textOf(snapshot, "summary")],
    ["Run by", textOf(snapshot, "runBy")],
    ["Who it is for", <Lines key="whoFor" lines={linesOf(snapshot, "whoFor")} />],
    ["What it offers", <Lines key="offers" lines={linesOf(snapshot, "offers")} />],
    ["How we help", textOf(snapshot, "howWeHelp")],
    ["Official portal", `${textOf(snapshot, "portalLabel")} (${textOf(snapshot, "portalUrl")})`],
    ["Loan service", serviceName(snapshot.relatedServiceId)],
    [
      "Questions",
      faqs.length === 0 ? (
        "None"
      ) : (
        <Lines key="faqs" lines={faqs.map((faq) => `${String(faq.question ?? "")} ${String(faq.answer ?? "")}`)} />
      ),
    ],
    ["SEO title", textOf(snapshot, "seoTitle") || "(the name)"],
    ["SEO description", textOf(snapshot, "seoDescription") || "(the summary)"],
  ];
  return (
    <div className="max-h-[28rem] overflow-y-auto rounded-md border border-slate-200 p-4">
      <h3 className="text-lg font-semibold text-slate-900">{textOf(snapshot, "name")}</h3>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-900">{label}</dt>
            <dd className="text-slate-700 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

/** A scheme's saved versions, newest first; "Restore" brings one's text back as a new version. */
export function SchemeRevisions({
  schemeId,
  open,
  onOpenChange,
  onRestore,
  services,
}: {
  schemeId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRestore: (revision: ContentRevisionSummary) => Promise<boolean>;
  services: readonly { id: number; name: string }[];
}) {
  const serviceName = (id: unknown) =>
    id === null || id === undefined
      ? "None"
      : (services.find((service) => service.id === id)?.name ?? "A loan service since deleted or switched off");
  return (
    <RevisionHistoryDialog<ContentRevisionSummary, ContentRevision>
      revisionsPath={`/api/admin/schemes/${schemeId}/revisions`}
      open={open}
      onOpenChange={onOpenChange}
      description="Every save of the scheme's text, newest first, times in IST. Choose one to read it; “Restore” brings its text back as a new version (the scheme stays switched on or off), and what is there now stays in this list. Unsaved changes in the editor are replaced."
      reasonWords={reasonWords}
      rowDetail={(row) => row.title}
      renderRevision={(revision) => <SchemeVersion snapshot={revision.snapshot} serviceName={serviceName} />}
      onRestore={onRestore}
    />
  );
}
