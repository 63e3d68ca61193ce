import { Download as DownloadIcon, FileImage, FileText } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import {
  downloadCategories,
  downloadCategoryLabels,
  fileKindLabel,
  formatFileSize,
} from "~server/downloads/download-labels";
import type { PublicDownload } from "~server/downloads/download.schema";

/** The published files, one section per category (in the order staff put them within it). */
export function DownloadList({ downloads }: { downloads: readonly PublicDownload[] }) {
  const groups = downloadCategories
    .map((category) => ({ category, items: downloads.filter((item) => item.category === category) }))
    .filter((group) => group.items.length > 0);
  return (
    <div className="space-y-12">
      {groups.map(({ category, items }) => (
        <section key={category} aria-labelledby={`downloads-${category}`}>
          <h2 id={`downloads-${category}`} className="text-2xl font-bold tracking-tight text-slate-900">
            {downloadCategoryLabels[category].heading}
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
  const kind = fileKindLabel(item.contentType);
  const Icon = kind === "PDF" ? FileText : FileImage;
  const size = formatFileSize(item.byteSize);
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center sm:gap-5">
      <Icon aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
      <div className="min-w-0 flex-1">
        {/* Staff-written text: React renders it as text. */}
        <h3 className="text-lg font-semibold break-words text-slate-900">{item.title}</h3>
        {item.description && <p className="mt-1 leading-7 whitespace-pre-line text-slate-700">{item.description}</p>}
        <p className="mt-2 text-sm text-slate-600">
          {kind} · {size}
        </p>
      </div>
      {/* A plain link, not a client-side navigation: the server answers with the file. */}
      <a
        href={item.url}
        className={cn(buttonVariants({ variant: "default" }), "w-full shrink-0 sm:w-auto")}
        type={item.contentType}
      >
        <DownloadIcon aria-hidden="true" />
        Download
        <span className="sr-only">
          {" "}
          {item.title} ({kind}, {size})
        </span>
      </a>
    </li>
  );
}

/** No file is published: say so, and where to ask instead. */
export function NoDownloads() {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 sm:p-8">
      <h2 className="text-xl font-semibold text-slate-900">No files to download yet</h2>
      <p className="mt-2 leading-7 text-slate-700">
        We have not put any application forms or document checklists here yet. Tell us which loan you are interested in
        and we will send you the right form and the list of documents for it.
      </p>
      <Link to="/contact" className={cn(buttonVariants({ variant: "default" }), "mt-5")}>
        Contact us
      </Link>
    </div>
  );
}
