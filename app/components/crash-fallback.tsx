import { TriangleAlert } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { FALLBACK_CONTACT_EMAIL } from "~/lib/constants";
import { crash } from "~/i18n/messages/crash";
import { createTranslator } from "~/i18n/translator";
import type { Language } from "~server/vocabulary/languages";

/**
 * Spec section 8's crash page. Rendered by the root error boundary, so it must not depend on
 * anything that might have failed (no query client, no layout data beyond an optional e-mail, no
 * catalogue from the root's data): its few messages come with it, in all three languages.
 */
export function CrashFallback({ language, contactEmail }: { language: Language; contactEmail?: string }) {
  const email = contactEmail ?? FALLBACK_CONTACT_EMAIL;
  const catalogue = Object.fromEntries(Object.entries(crash[language]).map(([key, text]) => [`crash.${key}`, text]));
  const { t, parts, path } = createTranslator(language, catalogue);
  const writeToUs = parts<ReactNode>("crash.writeToUs", {
    email: () => (
      <a href={`mailto:${email}`} className="font-medium text-brand-700 underline">
        {email}
      </a>
    ),
  });
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-16">
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-50">
          <TriangleAlert aria-hidden="true" className="size-7 text-red-600" />
        </div>
        <h1 className="mt-5 text-2xl font-bold text-slate-900">{t("crash.title")}</h1>
        <p className="mt-3 text-slate-700">{t("crash.apology")}</p>
        <p className="mt-2 text-slate-700">{t("crash.notified")}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {t("crash.reload")}
          </button>
          <a
            href={path("/")}
            className="inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t("crash.home")}
          </a>
        </div>
        <p className="mt-6 text-sm text-slate-600">
          {writeToUs.map((part, index) => (
            <Fragment key={index}>{part}</Fragment>
          ))}
        </p>
      </div>
    </main>
  );
}
