import type { Translator } from "~/i18n/translator";

/** 360 → "30 years", 18 → "1 year 6 months", 9 → "9 months", in the page's language. */
export function tenureInWords(t: Translator["t"], months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return t("loanPage.tenureMonths", { months: rest });
  return rest === 0 ? t("loanPage.tenureYears", { years }) : t("loanPage.tenureYearsMonths", { years, months: rest });
}
