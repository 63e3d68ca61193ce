import type { Route } from "./+types/govt-schemes";
import { ContentCta, ContentPage, ExternalLink, Prose, type TocItem } from "~/components/content/content-page";
import { contentPageMeta } from "~/components/content/content-meta";
import { SchemeRulesCallout, SchemeSection } from "~/components/schemes/scheme-facts";
import { useI18n } from "~/i18n/i18n";
import { metaTranslator } from "~/lib/root-meta";
import { useRootData } from "~/root";
import { localizeSchemeGroups } from "~server/schemes/scheme-translations.server";
import { languageOfRequest } from "~server/vocabulary/languages";

/** The active schemes by group, as staff keep them (/admin/schemes), in the address's language. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { schemes, translations } = context.services;
  return localizeSchemeGroups(translations, languageOfRequest(request), await schemes.listActive());
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaTranslator(matches);
  return contentPageMeta(matches, {
    title: t("schemes.metaTitle"),
    // Names no scheme: staff add, rename and switch them off (each scheme's page has its own).
    description: t("schemes.metaDescription"),
    canonicalPath: "/govt-schemes",
  });
}

export default function GovtSchemes({ loaderData }: Route.ComponentProps) {
  const { national, kerala } = loaderData.schemes;
  const { english } = loaderData;
  const { settings } = useRootData();
  const { t, rich, path } = useI18n();
  const toc: TocItem[] = [
    { id: "before-you-start", label: t("schemes.beforeYouStart") },
    ...national.map((scheme) => ({ id: scheme.slug, label: scheme.shortName })),
    ...(kerala.length > 0 ? [{ id: "kerala-schemes", label: t("schemes.keralaSchemes") }] : []),
    ...kerala.map((scheme) => ({ id: scheme.slug, label: scheme.shortName })),
    { id: "scheme-fraud", label: t("schemes.fraudHeading") },
  ];

  return (
    <ContentPage
      name={t("schemes.pageName")}
      path={path("/govt-schemes")}
      title={t("schemes.title")}
      intro={t("schemes.intro")}
      toc={toc}
    >
      <Prose>
        <h2 id="before-you-start">{t("schemes.beforeYouStart")}</h2>
        <p>{t("schemes.beforeYouStartText")}</p>
      </Prose>
      <SchemeRulesCallout />

      {national.map((scheme) => (
        <SchemeSection key={scheme.slug} scheme={scheme} english={english[scheme.slug]} />
      ))}

      {kerala.length > 0 && (
        <section aria-labelledby="kerala-schemes" className="mt-14">
          <Prose>
            <h2 id="kerala-schemes">{t("schemes.keralaSchemes")}</h2>
            <p>{t("schemes.keralaText", { city: settings.address.city })}</p>
          </Prose>
          {kerala.map((scheme) => (
            <SchemeSection key={scheme.slug} scheme={scheme} english={english[scheme.slug]} level={3} />
          ))}
        </section>
      )}

      <Prose className="mt-14">
        <h2 id="scheme-fraud">{t("schemes.fraudHeading")}</h2>
        <ul>
          <li>{t("schemes.fraudFree")}</li>
          <li>{t("schemes.fraudFees")}</li>
          <li>
            {rich("schemes.fraudReport", {
              portal: (chunks) => <ExternalLink href="https://cybercrime.gov.in">{chunks}</ExternalLink>,
              mail: (chunks) => <a href={`mailto:${settings.contactEmail}`}>{chunks}</a>,
              email: settings.contactEmail,
            })}
          </li>
        </ul>
      </Prose>

      <ContentCta title={t("schemes.ctaTitle")} text={t("schemes.ctaText")} />
    </ContentPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
