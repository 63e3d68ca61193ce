import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { Callout, ExternalLink, Prose } from "~/components/content/content-page";
import { langOfField } from "~/i18n/english-fallback";
import { useI18n } from "~/i18n/i18n";
import { isHttpsUrl, schemePath, type SchemeOnPage } from "~server/schemes/scheme.schema";

/** A scheme's text fields that show English on a Malayalam or Hindi page ("relatedService": its loan's name). */
export type SchemeEnglishFields = readonly string[];

/**
 * What a scheme is, as staff keep it: who runs it, who it is for, what it offers, how we help and
 * its official portal, under headings one level below the scheme's name. /govt-schemes shows one
 * block per scheme; a scheme's own page shows the same facts under its title. Each text that fell
 * back to English is marked `lang="en"`.
 */
export function SchemeFacts({
  scheme,
  english = [],
  subHeading: SubHeading,
  headingIds,
}: {
  scheme: SchemeOnPage;
  english?: SchemeEnglishFields;
  subHeading: "h2" | "h3" | "h4";
  /** Ids of the three headings, for a table of contents (a scheme's own page has one). */
  headingIds?: { whoFor: string; offers: string; howWeHelp: string };
}) {
  const { t, language } = useI18n();
  const langOf = (field: string) => langOfField(language, english, field);
  return (
    <>
      <p className="text-sm leading-6 text-slate-600">
        {t("schemes.runBy")} <span lang={langOf("runBy")}>{scheme.runBy}</span>
      </p>
      <SubHeading id={headingIds?.whoFor}>{t("schemes.whoFor")}</SubHeading>
      <ul lang={langOf("whoFor")}>
        {scheme.whoFor.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
      <SubHeading id={headingIds?.offers}>{t("schemes.offers")}</SubHeading>
      <ul lang={langOf("offers")}>
        {scheme.offers.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
      <SubHeading id={headingIds?.howWeHelp}>{t("schemes.howWeHelp")}</SubHeading>
      <p lang={langOf("howWeHelp")}>{scheme.howWeHelp}</p>
      <p className="text-sm">
        {t("schemes.officialSource")} {/* Checked on save; a draft in the staff preview may not be an address yet. */}
        <span lang={langOf("portalLabel")}>
          {isHttpsUrl(scheme.portalUrl) ? (
            <ExternalLink href={scheme.portalUrl}>{scheme.portalLabel}</ExternalLink>
          ) : (
            scheme.portalLabel
          )}
        </span>
      </p>
    </>
  );
}

/** A name inside a sentence, marked as English when it fell back to English. */
export function marked(text: string, lang: string | undefined): ReactNode {
  return lang ? <span lang={lang}>{text}</span> : text;
}

/** One scheme's block on /govt-schemes, linking to its own page; its id is its slug (/govt-schemes#mudra). */
export function SchemeSection({
  scheme,
  english = [],
  level = 2,
}: {
  scheme: SchemeOnPage;
  english?: SchemeEnglishFields;
  level?: 2 | 3;
}) {
  const { rich, path, language } = useI18n();
  const Heading = level === 2 ? "h2" : "h3";
  const headingId = useId();
  const langOf = (field: string) => langOfField(language, english, field);
  return (
    <section
      id={scheme.slug}
      aria-labelledby={headingId}
      className="mt-8 scroll-mt-28 rounded-2xl border border-slate-200 p-5 sm:p-7"
    >
      <Prose className="[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900">
        <Heading id={headingId} lang={langOf("name")}>
          {scheme.name}
        </Heading>
        <SchemeFacts scheme={scheme} english={english} subHeading={level === 2 ? "h3" : "h4"} />
        <p>
          <Link to={path(schemePath(scheme.slug))} prefetch="intent">
            {rich("schemes.moreAbout", { name: marked(scheme.shortName, langOf("shortName")) })}
          </Link>
        </p>
      </Prose>
    </section>
  );
}

/** The warning /govt-schemes and every scheme's page carry: the official source is final. */
export function SchemeRulesCallout() {
  const { t } = useI18n();
  return (
    <Callout title={t("schemes.rulesTitle")}>
      <p>{t("schemes.rulesText")}</p>
    </Callout>
  );
}
