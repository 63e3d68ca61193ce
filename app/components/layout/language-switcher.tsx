import { Languages } from "lucide-react";
import { Link, useLocation, useMatches } from "react-router";
// Written by the build's first step (scripts/build-fonts.ts): മലയാളം and हिन्दी shaped by HarfBuzz
// with the site's Noto faces, as outlines.
import namesJson from "~/generated/language-names.json?raw";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import {
  type Language,
  languageNativeNames,
  languageTags,
  languages,
  pathInLanguage,
} from "~server/vocabulary/languages";

/**
 * What a page's loader may add when the page does not exist in every language (a blog post is
 * written in one): the English path of the page to offer in each language instead.
 */
export interface LanguageAlternates {
  languageAlternates: Partial<Record<Language, string>>;
}

function alternatesOf(data: unknown): Partial<Record<Language, string>> | undefined {
  if (typeof data !== "object" || data === null || !("languageAlternates" in data)) return undefined;
  return (data as LanguageAlternates).languageAlternates;
}

interface DrawnName {
  /** The outline, in units of which an em has unitsPerEm, and its box. */
  d: string;
  unitsPerEm: number;
  viewBox: string;
  widthEm: number;
  /** The face's ascent plus descent, and its descent: the drawing's height and baseline, in em. */
  heightEm: number;
  baselineEm: number;
}

const drawnNames = JSON.parse(namesJson) as Record<"ml" | "hi", DrawnName>;

/**
 * How much the current language's name is thickened (a stroke around the regular outline, in em):
 * as much ink as the bold face has, without a second outline on every page.
 */
const BOLD_STROKE_EM = 0.045;

/**
 * മലയാളം or हिन्दी as outlines (ADR 0038): every page shows the switcher, but only a Malayalam page
 * loads a Malayalam font and only a Hindi page a Devanagari one, and a device without a font for
 * the script would show empty boxes. The drawing is sized in em and sits on the baseline like the
 * text it stands for; the text itself is beside it for screen readers, search engines and
 * copying (the link's `lang` applies to it).
 */
function LanguageName({ language, bold, underlined }: { language: "ml" | "hi"; bold: boolean; underlined: string }) {
  const name = drawnNames[language];
  return (
    <>
      {/* A line of its own, like the English name's text: the drawing sits on that line's
          baseline (the 1px underline border below it), so the three names line up. */}
      <span>
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox={name.viewBox}
          overflow="visible"
          fill="currentColor"
          {...(bold
            ? {
                stroke: "currentColor",
                strokeWidth: BOLD_STROKE_EM * name.unitsPerEm,
                strokeLinejoin: "round" as const,
              }
            : {})}
          // A text underline does not reach a drawing: a border of the same colour stands in for it.
          className={cn("inline box-content border-b", underlined)}
          style={{
            width: `${name.widthEm}em`,
            height: `${name.heightEm}em`,
            verticalAlign: `calc(-${name.baselineEm}em - 1px)`,
          }}
        >
          <path d={name.d} />
        </svg>
      </span>
      <span className="sr-only">{languageNativeNames[language]}</span>
    </>
  );
}

/**
 * The three languages, each named in itself, leading to this page in that language (ADR 0038):
 * the choice lives in the address, so it is a plain link, kept on reload, shared and indexed.
 * `onSelect` runs when one is chosen (the menu drawer closes, as it does for its other links).
 */
export function LanguageSwitcher({
  className,
  tone = "light",
  onSelect,
}: {
  className?: string;
  tone?: "light" | "dark";
  onSelect?: () => void;
}) {
  const { language, t } = useI18n();
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const alternates = matches.map((match) => alternatesOf(match.loaderData)).findLast(Boolean);
  return (
    // A group, not a landmark: the header and the footer both have one, and landmarks must differ.
    <div role="group" aria-label={t("layout.languageSwitcher")} className={cn("flex items-center gap-1", className)}>
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      <ul className="flex flex-wrap items-center gap-x-1">
        {languages.map((other) => {
          const current = other === language;
          const englishPath = alternates ? alternates[other] : undefined;
          const to = englishPath ? pathInLanguage(englishPath, other) : pathInLanguage(pathname + search, other);
          return (
            <li key={other}>
              <Link
                to={to}
                lang={languageTags[other]}
                hrefLang={languageTags[other]}
                aria-current={current ? "true" : undefined}
                onClick={onSelect}
                className={cn(
                  "group inline-flex min-h-8 items-center rounded px-1.5 underline-offset-2",
                  tone === "dark"
                    ? current
                      ? "font-semibold text-white underline"
                      : "text-brand-100 hover:text-white hover:underline"
                    : current
                      ? "font-semibold text-brand-800 underline"
                      : "text-slate-700 hover:text-brand-800 hover:underline",
                )}
              >
                {other === "en" ? (
                  languageNativeNames[other]
                ) : (
                  <LanguageName
                    language={other}
                    bold={current}
                    underlined={current ? "border-current" : "border-transparent group-hover:border-current"}
                  />
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
