import { useI18n } from "~/i18n/i18n";

/** Plain share links (no third-party scripts): each network's own share address in a new tab. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t, rich } = useI18n();
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const links = [
    { name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: "X", href: `https://x.com/intent/post?text=${text}&url=${u}` },
  ];
  return (
    <section aria-labelledby="share-heading" className="flex flex-wrap items-center gap-3">
      <h2 id="share-heading" className="text-sm font-semibold text-slate-900">
        {t("blog.shareHeading")}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.name}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-10 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:border-brand-300 hover:bg-brand-50"
            >
              {rich("blog.shareLink", {
                network: link.name,
                hint: (chunks) => <span className="sr-only">{chunks}</span>,
              })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
