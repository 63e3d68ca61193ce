import type { ContentRevision, ContentRevisionSummary } from "~server/content/content-revision.schema";
import type { StaffPageTexts } from "~server/content/page-text.schema";
import type { PageDefinition, PageFieldSpec } from "~server/content/page-texts";
import { RevisionHistoryDialog } from "../revision-history-dialog";

const reasonWords: Record<ContentRevisionSummary["reason"], string> = {
  // The texts a page had before its first save: those the site came with.
  create: "Written",
  save: "Saved",
  restore: "Restored",
};

/** A field's text at that version, as staff read it (lists as lists, cards as title and text). */
function FieldValue({ spec, value }: { spec: PageFieldSpec; value: unknown }) {
  if (typeof value === "string") return <p className="whitespace-pre-line">{value}</p>;
  if (!Array.isArray(value)) return <p className="text-slate-600">Not set at that version</p>;
  return (
    <ul className="list-disc space-y-1 pl-5">
      {value.map((item: unknown, index) => (
        <li key={index}>
          {spec.kind === "cards" && item && typeof item === "object" ? (
            <>
              <strong>{String((item as { title?: unknown }).title ?? "")}</strong>{" "}
              {String((item as { text?: unknown }).text ?? "")}
            </>
          ) : (
            String(item)
          )}
        </li>
      ))}
    </ul>
  );
}

/** A page's saved versions (when, who, why, the heading then), one whole, and "Restore". */
export function PageRevisions({
  page,
  definition,
  open,
  onOpenChange,
  onRestore,
}: {
  page: Pick<StaffPageTexts, "key">;
  definition: PageDefinition;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRestore: (revision: ContentRevisionSummary) => Promise<boolean>;
}) {
  return (
    <RevisionHistoryDialog<ContentRevisionSummary, ContentRevision>
      revisionsPath={`/api/admin/pages/${page.key}/revisions`}
      open={open}
      onOpenChange={onOpenChange}
      description="Every save of this page's texts, newest first, times in IST; the first save also keeps the texts the site came with. Choose one to read it; “Restore” brings its texts back as a new version, and what is there now stays in this list."
      reasonWords={reasonWords}
      rowDetail={(row) => row.title}
      renderRevision={(revision) => (
        <div className="flex max-h-96 flex-col gap-3 overflow-y-auto text-sm text-slate-800 [overflow-wrap:anywhere] md:max-h-[28rem]">
          {definition.groups.map((group) => (
            <section key={group.title} className="flex flex-col gap-2">
              <h3 className="font-semibold text-slate-900">{group.title}</h3>
              <dl className="flex flex-col gap-2">
                {group.fields.map((name) => (
                  <div key={name}>
                    <dt className="text-slate-700">{definition.fields[name]!.label}</dt>
                    <dd>
                      <FieldValue spec={definition.fields[name]!} value={revision.snapshot[name]} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      )}
      onRestore={onRestore}
    />
  );
}
