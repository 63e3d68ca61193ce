import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { navLabelMessages, type NavItem } from "./navigation";

/**
 * One navigation entry, named in the page's language: internal items are client-side links to
 * the page in that language, external ones open a new tab.
 */
export function NavLinkItem({
  item,
  active = false,
  className,
  onSelect,
}: {
  item: NavItem;
  active?: boolean;
  className?: string;
  onSelect?: () => void;
}) {
  const { t, path } = useI18n();
  const label = t(navLabelMessages[item.label]);
  if (item.external) {
    return (
      <a
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        className={cn("inline-flex items-center gap-1", className)}
        onClick={onSelect}
      >
        {label}
        <ExternalLink aria-hidden="true" className="size-3.5 opacity-70" />
        <NewTabHint />
      </a>
    );
  }
  return (
    <Link
      to={path(item.href)}
      prefetch="intent"
      aria-current={active ? "page" : undefined}
      className={className}
      onClick={onSelect}
    >
      {label}
    </Link>
  );
}

/** " (opens in a new tab)" for screen readers, after the name of a link that opens one. */
export function NewTabHint() {
  const { t } = useI18n();
  return <span className="sr-only">{` ${t("layout.opensInNewTab")}`}</span>;
}
