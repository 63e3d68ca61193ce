import { Download as DownloadIcon, FileImage, FileText } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n";
import type { MessageKey } from "~/i18n/messages";
import type { Translator } from "~/i18n/translator";
import { cn } from "~/lib/cn";
import { type DownloadCategory, downloadCategories } from "~server/downloads/download-labels";
import type { PublicDownload } from "~server/downloads/download.schema";

/** Each category's heading on /download, in the page's language. */
const categoryHeadings: Record<DownloadCategory, MessageKey> = {
  application_form: "downloads.categoryApplicationForms",
  document_checklist: "downloads.categoryDocumentChecklists",
  brochure: "downloads.categoryBrochures",
  other: "downloads.categoryOther",
};

/** "PDF" or "Image": what a visitor needs to know before opening it. */
function fileKind(t: Translator["t"], contentType: string): string {
  if (contentType === "application/pdf") return t("downloads.kindPdf");
  return contentType.startsWith("image/") ? t("downloads.kindImage") : t("downloads.kindFile");
}

/** A file's size as visitors read it: "850 KB", "2.4 MB" (digits grouped the Indian way). */
function fileSize({ t, number }: Pick<Translator, "t" | "number">, bytes: number): string {
  if (bytes < 1024 * 1024) return t("downloads.sizeKb", { size: number(Math.max(1, Math.round(bytes / 1024)), 0) });
  const mb = bytes / (1024 * 1024);
  return t("downloads.sizeMb", { size: number(mb, mb < 10 ? 1 : 0) });
}

/** The published files, one section per category (in the order staff put them within it). */
export function DownloadList({ downloads }: { downloads: readonly PublicDownload[] }) {
  const { t } = useI18n();
  const groups = downloadCategories
    .map((category) => ({ category, items: downloads.filter((item) => item.category === category) }))
    .filter((group) => group.items.length > 0);
  return (
    <div className="space-y-12">
      {groups.map(({ category, items }) => (
        <section key={category} aria-labelledby={`downloads-${category}`}>
          <h2 id={`downloads-${category}`} className="text-2xl font-bold tracking-tight break-words text-slate-900">
            {t(categoryHeadings[category])}
          </h2>
          <ul className="mt-5 grid gap-4">
            {items.map((item) => (
              <DownloadCard key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function DownloadCard({ item }: { item: PublicDownload }) {
  const i18n = useI18n();
  const { t, rich, language } = i18n;
  const kind = fileKind(t, item.contentType);
  const Icon = item.contentType === "application/pdf" ? FileText : FileImage;
  const size = fileSize(i18n, item.byteSize);
  // Staff write the files' titles and descriptions in English (the staff area is English, ADR 0038).
  const staffTextLang = language === "en" ? undefined : "en";
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center sm:gap-5">
      <Icon aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
      <div className="min-w-0 flex-1">
        {/* Staff-written text: React renders it as text. */}
        <h3 lang={staffTextLang} className="text-lg font-semibold break-words text-slate-900">
          {item.title}
        </h3>
        {item.description && (
          <p lang={staffTextLang} className="mt-1 leading-7 break-words whitespace-pre-line text-slate-700">
            {item.description}
          </p>
        )}
        <p className="mt-2 text-sm text-slate-600">{t("downloads.fileFacts", { kind, size })}</p>
      </div>
      {/* A plain link, not a client-side navigation: the server answers with the file. */}
      <a
        href={item.url}
        className={cn(buttonVariants({ variant: "default" }), "w-full shrink-0 sm:w-auto")}
        type={item.contentType}
      >
        <DownloadIcon aria-hidden="true" />
        {rich("downloads.download", {
          title: <span lang={staffTextLang}>{item.title}</span>,
          kind,
          size,
          hidden: (chunks) => <span className="sr-only">{chunks}</span>,
        })}
      </a>
    </li>
  );
}

/** No file is published: say so, and where to ask instead. */
export function NoDownloads() {
  const { t, path } = useI18n();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 sm:p-8">
      <h2 className="text-xl font-semibold break-words text-slate-900">{t("downloads.emptyTitle")}</h2>
      <p className="mt-2 leading-7 break-words text-slate-700">{t("downloads.emptyText")}</p>
      <Link to={path("/contact")} className={cn(buttonVariants({ variant: "default" }), "mt-5")}>
        {t("downloads.contactUs")}
      </Link>
    </div>
  );
}
