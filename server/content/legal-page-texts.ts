// The legal pages (issue 27): the privacy notice, the terms, the cookie policy and the disclaimer,
// whose whole text staff keep and translate on the Pages screen like the other pages' texts. Each
// is a heading, an introduction, a description for search results and its sections in a fixed
// order: a section is a heading, its name in "On this page" and its text (page-body.ts reads the
// text's paragraphs, lists, bold words and links). The sections' order, their addresses
// (/privacy#grievance-officer) and what the page puts between them (the contact card, the list of
// cookies, the disclosures) stay in the pages' code; their words are all here.
// Plain data without zod: the public pages read the sections' order and addresses from here (the
// rules of the fields are made in page-texts.ts).
import type { LegalPageKey } from "../vocabulary/content";
import type { PagePlaceholder } from "./page-facts";
import {
  body,
  legalFieldsOf,
  line,
  named,
  page,
  paragraph,
  sitePlaceholders,
  type BodyFieldSpec,
  type LegalLayout,
  type PageDefinition,
  type PageGroup,
  type TextFieldSpec,
} from "./page-field-kinds";

/** What a legal text may name: the business's facts and how to reach it. */
const legalPlaceholders = [
  ...sitePlaceholders,
  "address",
  "email",
  "phone",
  "businessHours",
] as const satisfies readonly PagePlaceholder[];

const BODY_HINT =
  "Paragraphs apart by an empty line. A line that starts with “- ” is an item of a bulleted list. " +
  "**Words between two stars** show in bold; [words](/privacy) is a link to a page of this site (or to an " +
  `https:// address); e-mail addresses become links by themselves. May hold ${named(legalPlaceholders)}.`;

type LegalField = TextFieldSpec | BodyFieldSpec;

/** A legal page's texts: every field is a text (a heading, a sentence or a section's text). */
export type LegalTexts = Record<string, string>;

interface SectionDeclaration {
  /** The prefix of its fields (unique across the legal pages, so each field names one text). */
  key: string;
  /** The heading's id, the section's address. */
  id: string;
  /** The section as staff know it on the form. */
  name: string;
  /** No text of its own: what the page puts under the heading is its content (a warning box). */
  noBody?: true;
  /** The text goes on after what the page puts inside the section: what that is. */
  after?: string;
  /** More texts of the section that the page shows in what it puts there (a box's title and text). */
  extra?: Record<string, LegalField>;
  /** Where the extra texts show, for the form. */
  extraNote?: string;
}

interface LegalPageDeclaration {
  key: LegalPageKey;
  name: string;
  path: string;
  summary: string;
  layout: Omit<LegalLayout, "sections">;
  sections: readonly SectionDeclaration[];
}

function legalPage(declaration: LegalPageDeclaration): PageDefinition<Record<string, LegalField>> {
  const { layout, sections } = declaration;
  const fields: Record<string, LegalField> = {
    title: line("Heading", 3, 120, {
      placeholders: [],
      hint: "The page's main heading (h1); also its name in the breadcrumbs and its title in search results.",
    }),
    intro: paragraph("Introduction", 20, 400, {
      placeholders: legalPlaceholders,
      hint: `The sentence under the heading. May hold ${named(legalPlaceholders)}.`,
    }),
    metaDescription: paragraph("Description for search results", 50, 200, {
      placeholders: [],
      hint: "What search engines and link previews show under the page's title: 120 to 160 characters read best.",
    }),
  };
  const groups: PageGroup<Record<string, LegalField>>[] = [
    {
      title: "Top of the page",
      description: "The heading and the sentence under it, and how search results describe the page.",
      fields: ["title", "intro", "metaDescription"],
    },
  ];
  sections.forEach((section, index) => {
    const names = legalFieldsOf(section);
    const own: Record<string, LegalField> = {
      [names.heading]: line("Heading", 2, 120, {
        placeholders: legalPlaceholders,
        hint: layout.numbered ? "The page puts the section's number before it." : undefined,
      }),
    };
    if (layout.toc) {
      own[names.label] = line("Name in “On this page”", 2, 80, {
        placeholders: legalPlaceholders,
        hint: "The section's entry in the list of sections at the top.",
      });
    }
    if (!section.noBody) own[names.body] = body("Text", 10, 5000, legalPlaceholders, BODY_HINT);
    Object.assign(own, section.extra);
    if (section.after) {
      own[names.after] = body(`Text after ${section.after}`, 10, 5000, legalPlaceholders, BODY_HINT);
    }
    Object.assign(fields, own);
    const notes = [
      section.extraNote,
      section.after ? `Then ${section.after}, then the text after it.` : null,
      `Its address: ${declaration.path}#${section.id}.`,
    ].filter(Boolean);
    groups.push({
      title: layout.numbered ? `${index + 1}. ${section.name}` : section.name,
      description: notes.join(" "),
      fields: Object.keys(own),
    });
  });
  return page({
    key: declaration.key,
    name: declaration.name,
    path: declaration.path,
    summary: declaration.summary,
    titleField: "title",
    fields,
    groups,
    legal: {
      ...layout,
      sections: sections.map((section) => ({
        key: section.key,
        id: section.id,
        body: !section.noBody,
        after: Boolean(section.after),
      })),
    },
  });
}

const contactCard = "Then the card with the legal name, address, phone, WhatsApp and e-mail of the site settings.";

const privacyPage = legalPage({
  key: "privacy",
  name: "Privacy Policy",
  path: "/privacy",
  summary: "The whole privacy notice (DPDP Act): its thirteen sections and the Grievance Officer's card",
  // 27 November 2026: the notice became available in Malayalam and Hindi (issue 27).
  layout: { numbered: true, toc: true, originalDate: "2026-11-27" },
  sections: [
    { key: "identity", id: "who-we-are", name: "Who we are" },
    { key: "scope", id: "scope", name: "What this notice covers" },
    { key: "dataCollected", id: "data-we-collect", name: "Personal data we collect" },
    { key: "purposes", id: "purposes", name: "Why we use it" },
    { key: "consent", id: "consent", name: "Consent and how to withdraw it" },
    { key: "sharing", id: "sharing", name: "Who we share it with" },
    { key: "retention", id: "retention", name: "How long we keep it" },
    { key: "security", id: "security", name: "How we protect it" },
    { key: "rights", id: "your-rights", name: "Your rights" },
    {
      key: "grievance",
      id: "grievance-officer",
      name: "Grievance Officer",
      extra: { grievanceCardTitle: line("Title of the contact card", 2, 80, { placeholders: [] }) },
      extraNote: contactCard,
    },
    { key: "children", id: "children", name: "Children's data" },
    { key: "cookies", id: "cookies", name: "Cookies" },
    { key: "noticeChanges", id: "changes", name: "Changes to this notice" },
  ],
});

const termsPage = legalPage({
  key: "terms",
  name: "Terms & Conditions",
  path: "/terms",
  summary: "The whole terms of use: eleven sections and the fraud warning",
  layout: { numbered: true, toc: true, originalDate: "2026-11-22" },
  sections: [
    { key: "aboutTerms", id: "about-these-terms", name: "About these terms" },
    { key: "role", id: "our-role", name: "Our role as an agent" },
    {
      key: "noFees",
      id: "no-fees",
      name: "No fees for borrowers",
      extra: {
        fraudWarningTitle: line("Title of the fraud warning", 5, 120, { placeholders: [] }),
        fraudWarningBody: body("Text of the fraud warning", 20, 2000, legalPlaceholders, BODY_HINT),
      },
      extraNote: "Then the fraud warning, in an amber box.",
    },
    { key: "obligations", id: "your-obligations", name: "Your obligations" },
    { key: "websiteInfo", id: "website-information", name: "Information on this website" },
    { key: "thirdParties", id: "third-parties", name: "Third-party websites and services" },
    { key: "ip", id: "intellectual-property", name: "Intellectual property" },
    { key: "liability", id: "liability", name: "Limitation of liability" },
    { key: "termsChanges", id: "changes", name: "Changes and suspension" },
    { key: "law", id: "governing-law", name: "Governing law and jurisdiction" },
    { key: "complaints", id: "contact", name: "Complaints and contact", extraNote: contactCard },
  ],
});

const cookiePolicyPage = legalPage({
  key: "cookie-policy",
  name: "Cookie Policy",
  path: "/cookie-policy",
  summary: "The whole cookie policy around the lists of cookies and storage (those stay with the site's code)",
  // 27 November 2026: it says that the language lives in the address, not in a cookie (issue 27).
  layout: { numbered: true, toc: true, originalDate: "2026-11-27" },
  sections: [
    { key: "inShort", id: "in-short", name: "In short" },
    { key: "storageExplained", id: "what-they-are", name: "Cookies and browser storage" },
    {
      key: "alwaysUsed",
      id: "always-used",
      name: "Storage our website always uses",
      extra: {
        ownCountsHeading: line("Heading of “Our own visit counts”", 5, 160, { placeholders: [] }),
        ownCountsBody: body("Text of “Our own visit counts”", 20, 5000, legalPlaceholders, BODY_HINT),
      },
      extraNote:
        "Then the list of storage items (each item's name and purpose stay with the site's code), then “Our own visit counts” (its address: /cookie-policy#own-counts).",
    },
    {
      key: "withConsent",
      id: "with-consent",
      name: "Analytics and advertising cookies",
      after: "the list of Google's and Meta's cookies",
    },
    { key: "staffArea", id: "staff-area", name: "The staff area" },
    {
      key: "changeChoice",
      id: "change-your-choice",
      name: "Changing your choice",
      after: "the button that opens the cookie banner",
    },
    { key: "cookieRights", id: "your-rights", name: "Your rights" },
    { key: "policyChanges", id: "changes", name: "Changes to this policy" },
  ],
});

const disclaimerPage = legalPage({
  key: "disclaimer",
  name: "Disclaimer",
  path: "/disclaimer",
  summary: "The whole disclaimer around the DSA disclosures (those are kept on the Disclosures screen)",
  layout: { numbered: false, toc: false, originalDate: null },
  sections: [
    { key: "informationOnly", id: "information-only", name: "Information only" },
    { key: "indicative", id: "indicative-figures", name: "Rates, EMIs and amounts are indicative" },
    { key: "notAdvice", id: "not-advice", name: "Not financial advice" },
    { key: "lenderDecisions", id: "lender-decisions", name: "Lenders make every decision" },
    { key: "schemes", id: "government-schemes", name: "Government schemes" },
    {
      key: "regulatedLenders",
      id: "regulated-lenders",
      name: "RBI-regulated lenders",
      extraNote: "Then the DSA disclosures of the Disclosures screen.",
    },
    { key: "thirdPartyLinks", id: "third-party-links", name: "Third-party links" },
    {
      key: "fraudWarning",
      id: "fraud-warning",
      name: "Fraud warning",
      noBody: true,
      extra: {
        fraudCalloutTitle: line("Title of the warning", 5, 120, { placeholders: [] }),
        fraudCalloutBody: body("Text of the warning", 20, 2000, legalPlaceholders, BODY_HINT),
      },
      extraNote: "The heading, then the warning in an amber box.",
    },
    { key: "disclaimerLiability", id: "liability", name: "Limitation of liability" },
    { key: "questions", id: "contact", name: "Questions", extraNote: contactCard },
  ],
});

/** The legal pages, in the order of the Pages screen. */
export const legalPageDefinitions: Record<LegalPageKey, PageDefinition<Record<string, LegalField>>> = {
  privacy: privacyPage,
  terms: termsPage,
  "cookie-policy": cookiePolicyPage,
  disclaimer: disclaimerPage,
};
