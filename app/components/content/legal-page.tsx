import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { legalPageDefinitions, type LegalTexts } from "~server/content/legal-page-texts";
import { parseBody, type BodyInline } from "~server/content/page-body";
import { legalFieldsOf } from "~server/content/page-field-kinds";
import type { LegalPageKey } from "~server/vocabulary/content";
import { ContentPage, ExternalLink, Prose } from "~/components/content/content-page";
import { usePageTexts } from "~/components/content/use-page-texts";
import { langOfField } from "~/i18n/english-fallback";
import { useI18n } from "~/i18n/i18n";

/** A link inside a legal text: a page of this site in the page's language, a place on the page, or another website. */
function BodyLink({ href, children }: { href: string; children: ReactNode }) {
  const { path } = useI18n();
  const className = "font-medium underline underline-offset-2 [overflow-wrap:anywhere]";
  if (href.startsWith("https://")) return <ExternalLink href={href}>{children}</ExternalLink>;
  if (href.startsWith("#"))
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  return (
    <Link to={path(href)} className={className}>
      {children}
    </Link>
  );
}

function Inline({ parts }: { parts: readonly BodyInline[] }) {
  return parts.map((part, index) => {
    switch (part.kind) {
      case "text":
        return <Fragment key={index}>{part.text}</Fragment>;
      case "strong":
        return <strong key={index}>{part.text}</strong>;
      case "link":
        return (
          <BodyLink key={index} href={part.href}>
            {part.text}
          </BodyLink>
        );
      case "email":
        return (
          <a
            key={index}
            href={`mailto:${part.address}`}
            className="font-medium underline underline-offset-2 [overflow-wrap:anywhere]"
          >
            {part.address}
          </a>
        );
    }
  });
}

/**
 * A section's text (server/content/page-body.ts) as paragraphs and bulleted lists, each block
 * marked `lang="en"` when the text is English on a page in another language.
 */
export function BodyText({ text, lang }: { text: string; lang?: "en" }) {
  return parseBody(text).map((block, index) =>
    block.kind === "paragraph" ? (
      <p key={index} lang={lang}>
        <Inline parts={block.parts} />
      </p>
    ) : (
      <ul key={index} lang={lang}>
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            <Inline parts={item} />
          </li>
        ))}
      </ul>
    ),
  );
}

/** A legal page's texts as its parts read them: filled in, with the language of each field. */
export interface LegalPageTexts {
  texts: LegalTexts;
  /** "en" when the field shows English on a page in another language. */
  langOf: (field: string) => "en" | undefined;
}

interface LegalPageProps {
  page: LegalPageKey;
  /** The page's texts in the page's language, placeholders not yet filled in. */
  texts: LegalTexts;
  /** The fields that show English (the loader's localize). */
  english: readonly string[];
  lastUpdated: string | null;
  /**
   * What the page puts in a section after its text (the contact card, a list of cookies, a
   * button), by the section's key; the section's "after" text follows it.
   */
  inserts?: Partial<Record<string, (page: LegalPageTexts) => ReactNode>>;
}

/**
 * A legal page (privacy, terms, cookie policy, disclaimer): the text page's hero with the date,
 * "On this page", and the sections in their order, every word from the page texts staff keep
 * (server/content/legal-page-texts.ts), with what the page's code puts between them.
 */
export function LegalPage({ page, texts: raw, english, lastUpdated, inserts = {} }: LegalPageProps) {
  const { language } = useI18n();
  const texts = usePageTexts(raw);
  const definition = legalPageDefinitions[page];
  const layout = definition.legal!;
  const langOf = (field: string) => langOfField(language, english, field);
  const parts = { texts, langOf };

  const toc = layout.toc
    ? layout.sections.map((section) => {
        const { label } = legalFieldsOf(section);
        return { id: section.id, label: texts[label]!, lang: langOf(label) };
      })
    : undefined;

  // The sections' texts run on in one readable column until something the page puts in breaks it.
  const chunks: ReactNode[] = [];
  let prose: ReactNode[] = [];
  let afterInsert = false;
  const flush = () => {
    if (prose.length === 0) return;
    chunks.push(
      <Prose key={`prose-${chunks.length}`} className={afterInsert ? "mt-12" : undefined}>
        {prose}
      </Prose>,
    );
    prose = [];
  };
  layout.sections.forEach((section, index) => {
    const fields = legalFieldsOf(section);
    prose.push(
      <h2 key={fields.heading} id={section.id} lang={langOf(fields.heading)}>
        {layout.numbered ? `${index + 1}. ` : ""}
        {texts[fields.heading]}
      </h2>,
    );
    if (section.body) prose.push(<BodyText key={fields.body} text={texts[fields.body]!} lang={langOf(fields.body)} />);
    const insert = inserts[section.key];
    if (insert) {
      flush();
      chunks.push(<Fragment key={`insert-${section.key}`}>{insert(parts)}</Fragment>);
      afterInsert = true;
    }
    if (section.after) {
      flush();
      chunks.push(
        <Prose key={fields.after} className="mt-8">
          <BodyText text={texts[fields.after]!} lang={langOf(fields.after)} />
        </Prose>,
      );
    }
  });
  flush();

  return (
    <ContentPage
      name={texts.title!}
      path={definition.path}
      title={texts.title!}
      titleLang={langOf("title")}
      intro={texts.intro}
      introLang={langOf("intro")}
      lastUpdated={lastUpdated ?? undefined}
      toc={toc}
    >
      {chunks}
    </ContentPage>
  );
}
