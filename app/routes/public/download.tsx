import { Link } from "react-router";
import type { Route } from "./+types/download";
import { contentPageMeta } from "~/components/content/content-meta";
import { ContentPage } from "~/components/content/content-page";
import { DownloadList, NoDownloads } from "~/components/download/download-list";

export async function loader({ context }: Route.LoaderArgs) {
  return { downloads: await context.services.downloads.listPublished() };
}

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, {
    title: "Download Loan Application Forms and Document Checklists",
    description:
      "Loan application forms, document checklists and brochures to download as PDF: fill them in at home and bring them along, or send them to us on WhatsApp.",
    canonicalPath: "/download",
  });
}

export default function DownloadPage({ loaderData }: Route.ComponentProps) {
  const { downloads } = loaderData;
  return (
    <ContentPage
      name="Downloads"
      path="/download"
      title="Forms and documents to download"
      intro="Application forms, document checklists and brochures for our loan services. Download them, fill them in at your own pace and bring them to the office, or send a clear photo of each page on WhatsApp."
    >
      {downloads.length > 0 ? (
        <>
          <DownloadList downloads={downloads} />
          <p className="mt-12 leading-7 text-slate-700">
            Not sure which form fits your case, or need it in another language?{" "}
            <Link to="/contact" className="font-semibold text-brand-700 underline underline-offset-2">
              Contact us
            </Link>{" "}
            and we will help you fill it in.
          </p>
        </>
      ) : (
        <NoDownloads />
      )}
    </ContentPage>
  );
}
