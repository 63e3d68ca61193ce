import { BrandMark } from "~/components/layout/brand-mark";
import { LanguageSwitcher } from "~/components/layout/language-switcher";

/**
 * The private page's own header: whose page this is and the language switch, nothing to wander
 * off to (the site's navigation, popups and trackers stay on the public pages). The switcher's
 * links get a full 44 px touch target here, where a thumb is the usual pointer.
 */
export function BorrowerHeader({ businessName }: { businessName: string }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 sm:px-6">
        <p className="flex min-h-11 items-center gap-2.5">
          <BrandMark />
          <span className="text-base leading-tight font-bold text-brand-900">{businessName}</span>
        </p>
        <LanguageSwitcher className="-mx-1.5 text-sm [&_a]:min-h-11 [&_a]:min-w-11 [&_a]:justify-center" />
      </div>
    </header>
  );
}
