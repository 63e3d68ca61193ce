import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { languageTags } from "~server/vocabulary/languages";

/**
 * What a blog page shows without posts: a category of this language's blog that has none yet, or
 * a language whose blog has no posts yet (posts are written in one language each, issue 27), which
 * points Malayalam and Hindi readers to the English blog.
 */
export function BlogEmpty({ languageHasPosts }: { languageHasPosts: boolean }) {
  const { t, rich, path, language } = useI18n();
  if (languageHasPosts) {
    return (
      <p className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-8 text-center text-slate-700">
        {rich("blog.categoryEmpty", {
          link: (chunks) => (
            <Link to={path("/blog")} className="font-medium text-brand-800 underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    );
  }
  return (
    <section
      aria-labelledby="blog-empty-heading"
      className="mt-2 flex flex-col items-start gap-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 sm:p-8"
    >
      <BookOpen aria-hidden="true" className="size-8 text-brand-700" />
      <h2 id="blog-empty-heading" className="text-xl font-semibold break-words text-slate-900">
        {t("blog.languageEmptyTitle")}
      </h2>
      <p className="max-w-2xl leading-7 break-words text-slate-700">{t("blog.languageEmptyText")}</p>
      {language !== "en" && (
        <Link to="/blog" hrefLang={languageTags.en} className={cn(buttonVariants({ variant: "default" }))}>
          {t("blog.readEnglishBlog")}
        </Link>
      )}
    </section>
  );
}
