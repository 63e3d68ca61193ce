import { cn } from "~/lib/cn";

/**
 * A post's body: HTML the server sanitized with the blog's allowlist on save and again for this
 * render (server/blog/sanitize-post-html.ts), styled here so the public stylesheet needs no
 * typography plugin.
 */
export function PostBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        "text-base leading-7 text-slate-800 sm:text-lg sm:leading-8",
        "[&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-950",
        "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-300 [&_blockquote]:pl-4 [&_blockquote]:italic",
        "[&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-slate-600 [&_figure]:my-6",
        "[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900",
        "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900",
        "[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-slate-900",
        "[&_hr]:my-8 [&_hr]:border-slate-200 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl",
        "[&_li]:mt-2 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6",
        "[&_p]:my-4 [&_strong]:font-semibold [&_strong]:text-slate-900",
        "[&_table]:my-6 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-sm [&_table]:sm:table",
        "[&_td]:border [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top",
        "[&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold",
        className,
      )}
      // Sanitized on the server for this render (see above).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
