import { ArrowDown, Check, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { LandingTexts } from "~server/content/page-texts";
import { ContentPage } from "~/components/content/content-page";
import { usePageTexts } from "~/components/content/use-page-texts";
import { FaqList } from "~/components/faq-list";
import { Button } from "~/components/ui/button";
import { langOfField } from "~/i18n/english-fallback";
import { useI18n } from "~/i18n/i18n";
import type { MessageKey } from "~/i18n/messages";
import type { Translator } from "~/i18n/translator";
import { JsonLd } from "~/lib/json-ld";
import { faqJsonLd } from "~/lib/seo";

export interface IconItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

export interface LandingSection {
  /** The h2's id, which "On this page" links to. */
  id: string;
  /** Its entry in "On this page". */
  tocLabel: string;
  heading: string;
  /** A paragraph under the heading. */
  intro?: string;
  children: ReactNode;
}

export interface LandingPageProps {
  /** Breadcrumb label and path of the page (ContentPage). */
  name: string;
  path: string;
  /**
   * The intro as staff keep it on the Pages screen, in the page's language where translated
   * (placeholders filled in here): the h1, the sentences under it, the ticked points of the box at
   * the top and its button, which jumps to the form.
   */
  texts: LandingTexts;
  /** The fields of `texts` that show English (the loader's localize): their blocks say so. */
  english: readonly string[];
  sections: readonly LandingSection[];
  /** The section with the page's lead form, after the other sections. */
  form: Omit<LandingSection, "intro"> & { intro: string };
  /** The last section: the questions, also given to search engines as FAQPage data. */
  faq: { heading: string; items: { question: string; answer: string }[] };
}

const headingClasses = "scroll-mt-28 text-2xl font-bold tracking-tight text-slate-900";

function Section({ id, heading, intro, children }: Omit<LandingSection, "tocLabel">) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className={headingClasses}>
        {heading}
      </h2>
      {intro && <p className="mt-4 leading-7 text-slate-700">{intro}</p>}
      {children}
    </section>
  );
}

/**
 * The frame of a page that presents one offer and ends in its lead form (/business-partners,
 * /vyapar-app): the text page's hero and "On this page", a box of highlights with a button down
 * to the form, the page's own sections, the form in a card, and the questions.
 */
export function LandingPage({ name, path, texts, english, sections, form, faq }: LandingPageProps) {
  const { t, language } = useI18n();
  const { title, intro, highlights, callToAction } = usePageTexts(texts);
  const langOf = (field: keyof LandingTexts) => langOfField(language, english, field);
  const toc = [...sections, form, { id: "faq", tocLabel: t("content.questionsTocLabel") }].map(({ id, tocLabel }) => ({
    id,
    label: tocLabel,
  }));

  return (
    <ContentPage
      name={name}
      path={path}
      title={title}
      titleLang={langOf("title")}
      intro={intro}
      introLang={langOf("intro")}
      toc={toc}
    >
      <JsonLd data={faqJsonLd(faq.items)} />

      <div className="flex flex-col gap-4 rounded-2xl bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <ul lang={langOf("highlights")} className="space-y-1.5 text-slate-800">
          {highlights.map((point) => (
            <li key={point} className="flex items-center gap-2 font-medium">
              <Check aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              {point}
            </li>
          ))}
        </ul>
        <Button asChild size="lg" variant="accent">
          <a href={`#${form.id}`}>
            <span lang={langOf("callToAction")}>{callToAction}</span>
            <ArrowDown aria-hidden="true" className="size-5" />
          </a>
        </Button>
      </div>

      {sections.map((section) => (
        <Section key={section.id} {...section} />
      ))}

      <Section id={form.id} heading={form.heading}>
        <p className="mt-2 leading-7 text-slate-700">{form.intro}</p>
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">{form.children}</div>
      </Section>

      <Section id="faq" heading={faq.heading}>
        <FaqList faqs={faq.items} />
      </Section>
    </ContentPage>
  );
}

/** Cards with an icon, a title and a sentence: two columns from sm up. */
export function IconCards({ items }: { items: readonly IconItem[] }) {
  return (
    <ul className="mt-6 grid gap-3 sm:grid-cols-2 sm:gap-4">
      {items.map((item) => (
        <li key={item.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:block sm:p-5">
          <item.icon aria-hidden="true" className="size-6 shrink-0 text-brand-700 sm:size-7" />
          <div>
            <h3 className="font-semibold text-slate-900 sm:mt-3">{item.title}</h3>
            <p className="mt-1 text-sm leading-6 text-slate-700 sm:mt-2">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps, each with a title and a sentence. */
export function NumberedSteps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="mt-6 space-y-4">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <div className="pt-1.5">
            <h3 className="font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-1 leading-7 text-slate-700">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** A list of sentences, each with a tick. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-4 space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-7 text-slate-700">
          <Check aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-brand-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}

// The numbered items of a landing page's area of messages (`partnerPage.audience1Title`…): the
// words live in the message library, in every language; the icons go with them in order here.

type Translate = Translator["t"];
type MessageValues = Parameters<Translate>[1];

const itemKey = (area: string, prefix: string, n: number, part = "") => `${area}.${prefix}${n}${part}` as MessageKey;

/** Cards whose title and text are `{area}.{prefix}{n}Title` and `…Text`, each with its icon, n from 1. */
export function messageCards(t: Translate, area: string, prefix: string, icons: readonly LucideIcon[]): IconItem[] {
  return icons.map((icon, index) => ({
    icon,
    title: t(itemKey(area, prefix, index + 1, "Title")),
    text: t(itemKey(area, prefix, index + 1, "Text")),
  }));
}

/** Steps whose title and text are `{area}.{prefix}{n}Title` and `…Text`. */
export function messageSteps(t: Translate, area: string, prefix: string, count: number) {
  return Array.from({ length: count }, (_, index) => ({
    title: t(itemKey(area, prefix, index + 1, "Title")),
    text: t(itemKey(area, prefix, index + 1, "Text")),
  }));
}

/** The sentences `{area}.{prefix}{n}`. */
export function messageList(t: Translate, area: string, prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => t(itemKey(area, prefix, index + 1)));
}

/** Questions and answers `{area}.{prefix}{n}Question` and `…Answer`, the answers with `values`. */
export function messageFaqs(t: Translate, area: string, prefix: string, count: number, values?: MessageValues) {
  return Array.from({ length: count }, (_, index) => ({
    question: t(itemKey(area, prefix, index + 1, "Question"), values),
    answer: t(itemKey(area, prefix, index + 1, "Answer"), values),
  }));
}
