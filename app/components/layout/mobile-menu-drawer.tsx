import type * as React from "react";
import { Mail, Phone } from "lucide-react";
import { Sheet, SheetContent, SheetHeader, SheetTitle } from "~/components/ui/sheet";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { LanguageSwitcher } from "./language-switcher";
import { NavLinkItem } from "./nav-link-item";
import { formatIndianPhone, isNavItemActive, type NavItem } from "./navigation";

export interface MobileMenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: NavItem[];
  pathname: string;
  phone: string;
  contactEmail: string;
  /** Where focus goes when the drawer closes: the button that opened it (it is not a Radix trigger). */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}

/** The small-screen side drawer. Loaded on demand (see SiteHeader), so it costs nothing until used. */
export default function MobileMenuDrawer({
  open,
  onOpenChange,
  items,
  pathname,
  phone,
  contactEmail,
  returnFocusTo,
}: MobileMenuDrawerProps) {
  const { t } = useI18n();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>{t("layout.menuTitle")}</SheetTitle>
        </SheetHeader>
        <nav aria-label={t("layout.mainNavigation")} className="mt-2">
          <ul className="flex flex-col gap-1">
            {items.map((item) => {
              const active = isNavItemActive(item, pathname);
              return (
                <li key={item.label}>
                  <NavLinkItem
                    item={item}
                    active={active}
                    onSelect={() => onOpenChange(false)}
                    className={cn(
                      "flex min-h-11 w-full items-center rounded-md px-3 py-2.5 text-base font-medium",
                      active ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-100",
                    )}
                  />
                </li>
              );
            })}
          </ul>
        </nav>
        <LanguageSwitcher
          className="mt-4 border-t border-slate-200 pt-4 text-base text-slate-700"
          onSelect={() => onOpenChange(false)}
        />
        <div className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm text-slate-700">
          <a href={`tel:${phone}`} className="flex min-h-11 items-center gap-2">
            <Phone aria-hidden="true" className="size-4 text-brand-700" />
            {formatIndianPhone(phone)}
          </a>
          <a href={`mailto:${contactEmail}`} className="flex min-h-11 items-center gap-2 break-all">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            {contactEmail}
          </a>
        </div>
      </SheetContent>
    </Sheet>
  );
}
