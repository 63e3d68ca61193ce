import { Link } from "react-router";
import type { Route } from "./+types/download";
import { contentPageMeta } from "~/components/content/content-meta";
import { ContentPage } from "~/components/content/content-page";
import { DownloadList, NoDownloads } from "~/components/download/download-list";
import { useI18n } from "~/i18n/i18n";
import { metaTranslator } from "~/lib/root-meta";

export async function loader({ context }: Route.LoaderArgs) {
  return { downloads: await context.services.downloads.listPublished() };
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaTranslator(matches);
  return contentPageMeta(matches, {
    title: t("downloads.metaTitle"),
    description: t("downloads.metaDescription"),
    canonicalPath: "/download",
  });
}

export default function DownloadPage({ loaderData }: Route.ComponentProps) {
  const { downloads } = loaderData;
  const { t, rich, path } = useI18n();
  return (
    <ContentPage
      name={t("downloads.breadcrumb")}
      path={path("/download")}
      title={t("downloads.title")}
      intro={t("downloads.intro")}
    >
      {downloads.length > 0 ? (
        <>
          <DownloadList downloads={downloads} />
          <p className="mt-12 leading-7 break-words text-slate-700">
            {rich("downloads.help", {
              link: (chunks) => (
                <Link to={path("/contact")} className="font-semibold text-brand-700 underline underline-offset-2">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </>
      ) : (
        <NoDownloads />
      )}
    </ContentPage>
  );
}
