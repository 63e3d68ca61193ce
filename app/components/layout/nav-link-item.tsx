import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import type { NavItem } from "./navigation";

/** One navigation entry: internal items are client-side links, external ones open a new tab. */
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
  if (item.external) {
    return (
      <a
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        className={cn("inline-flex items-center gap-1", className)}
        onClick={onSelect}
      >
        {item.label}
        <ExternalLink aria-hidden="true" className="size-3.5 opacity-70" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link
      to={item.href}
      prefetch="intent"
      aria-current={active ? "page" : undefined}
      className={className}
      onClick={onSelect}
    >
      {item.label}
    </Link>
  );
}
