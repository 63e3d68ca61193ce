import { Clock, Mail, Menu, Phone } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import type { SiteSettings } from "../../../server/settings/settings.schema";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { cn } from "~/lib/cn";
import { BrandMark } from "./brand-mark";
import { NavLinkItem } from "./nav-link-item";
import { formatIndianPhone, headerNavItems, isNavItemActive } from "./navigation";

export function SiteHeader({ settings }: { settings: SiteSettings }) {
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const items = headerNavItems(settings);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="hidden bg-brand-900 text-brand-50 md:block">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1.5 text-xs sm:px-6 lg:px-8">
          <p className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-3.5" />
            {settings.businessHours}
          </p>
          <div className="flex items-center gap-5">
            <a href={`tel:${settings.phone}`} className="flex items-center gap-1.5 hover:text-white">
              <Phone aria-hidden="true" className="size-3.5" />
              {formatIndianPhone(settings.phone)}
            </a>
            <a href={`mailto:${settings.contactEmail}`} className="flex items-center gap-1.5 hover:text-white">
              <Mail aria-hidden="true" className="size-3.5" />
              {settings.contactEmail}
            </a>
          </div>
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8 xl:px-4">
        <Link to="/" className="flex shrink-0 items-center gap-2.5" aria-label={`${settings.businessName}, home`}>
          <BrandMark />
          <span className="text-base leading-tight font-bold text-brand-900">{settings.businessName}</span>
        </Link>

        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center">
            {items.map((item) => {
              const active = isNavItemActive(item, pathname);
              return (
                <li key={item.label}>
                  <NavLinkItem
                    item={item}
                    active={active}
                    className={cn(
                      "rounded-md px-2 py-2 text-[0.8125rem] font-medium whitespace-nowrap transition-colors 2xl:px-3 2xl:text-sm",
                      active ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-brand-800",
                    )}
                  />
                </li>
              );
            })}
          </ul>
        </nav>

        <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" className="xl:hidden" aria-label="Open menu">
              <Menu aria-hidden="true" className="size-6" />
            </Button>
          </SheetTrigger>
          <SheetContent side="right">
            <SheetHeader>
              <SheetTitle>Menu</SheetTitle>
            </SheetHeader>
            <nav aria-label="Main" className="mt-2">
              <ul className="flex flex-col gap-1">
                {items.map((item) => {
                  const active = isNavItemActive(item, pathname);
                  return (
                    <li key={item.label}>
                      <NavLinkItem
                        item={item}
                        active={active}
                        onSelect={() => setDrawerOpen(false)}
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
            <div className="mt-6 space-y-2 border-t border-slate-200 pt-4 text-sm text-slate-700">
              <a href={`tel:${settings.phone}`} className="flex min-h-11 items-center gap-2">
                <Phone aria-hidden="true" className="size-4 text-brand-700" />
                {formatIndianPhone(settings.phone)}
              </a>
              <a href={`mailto:${settings.contactEmail}`} className="flex min-h-11 items-center gap-2 break-all">
                <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                {settings.contactEmail}
              </a>
            </div>
          </SheetContent>
        </Sheet>
      </div>
    </header>
  );
}
