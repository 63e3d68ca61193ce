import { useId } from "react";
import { Link } from "react-router";
import { Callout, ExternalLink, Prose } from "~/components/content/content-page";
import { isHttpsUrl, schemePath, type PublicScheme } from "~server/schemes/scheme.schema";

/**
 * What a scheme is, as staff keep it: who runs it, who it is for, what it offers, how we help and
 * its official portal, under headings one level below the scheme's name. /govt-schemes shows one
 * block per scheme; a scheme's own page shows the same facts under its title.
 */
export function SchemeFacts({
  scheme,
  subHeading: SubHeading,
  headingIds,
}: {
  scheme: PublicScheme;
  subHeading: "h2" | "h3" | "h4";
  /** Ids of the three headings, for a table of contents (a scheme's own page has one). */
  headingIds?: { whoFor: string; offers: string; howWeHelp: string };
}) {
  return (
    <>
      <p className="text-sm leading-6 text-slate-600">Run by: {scheme.runBy}</p>
      <SubHeading id={headingIds?.whoFor}>Who it is for</SubHeading>
      <ul>
        {scheme.whoFor.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
      <SubHeading id={headingIds?.offers}>What it offers</SubHeading>
      <ul>
        {scheme.offers.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
      <SubHeading id={headingIds?.howWeHelp}>How we help</SubHeading>
      <p>{scheme.howWeHelp}</p>
      <p className="text-sm">
        Official source: {/* Checked on save; a draft in the staff preview may not be an address yet. */}
        {isHttpsUrl(scheme.portalUrl) ? (
          <ExternalLink href={scheme.portalUrl}>{scheme.portalLabel}</ExternalLink>
        ) : (
          scheme.portalLabel
        )}
      </p>
    </>
  );
}

/** One scheme's block on /govt-schemes, linking to its own page; its id is its slug (/govt-schemes#mudra). */
export function SchemeSection({ scheme, level = 2 }: { scheme: PublicScheme; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  const headingId = useId();
  return (
    <section
      id={scheme.slug}
      aria-labelledby={headingId}
      className="mt-8 scroll-mt-28 rounded-2xl border border-slate-200 p-5 sm:p-7"
    >
      <Prose className="[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900">
        <Heading id={headingId}>{scheme.name}</Heading>
        <SchemeFacts scheme={scheme} subHeading={level === 2 ? "h3" : "h4"} />
        <p>
          <Link to={schemePath(scheme.slug)} prefetch="intent">
            More about {scheme.shortName}
          </Link>
        </p>
      </Prose>
    </section>
  );
}

/** The warning /govt-schemes and every scheme's page carry: the official source is final. */
export function SchemeRulesCallout() {
  return (
    <Callout title="Amounts and rules change">
      <p>
        The figures on this page are summaries of the published scheme rules as we understand them, and governments
        revise schemes from time to time. The official scheme portal and the lender&rsquo;s sanction letter are always
        final. Check the official source linked under each scheme, or ask us for the latest position.
      </p>
    </Callout>
  );
}
