import { LoaderCircle } from "lucide-react";
import { useNavigation } from "react-router";
import { useI18n } from "~/i18n/i18n";

/**
 * The 'Loading...' spinner of spec section 2, shown while the next page's code or data loads.
 * It fades in after a short delay (CSS) so quick navigations do not flash it.
 */
export function PageLoadingIndicator() {
  const navigation = useNavigation();
  const { t } = useI18n();
  if (navigation.state !== "loading") return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="delayed-fade-in fixed top-20 left-1/2 z-50 flex -translate-x-1/2 items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-800 shadow-lg ring-1 ring-slate-200"
    >
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-700" />
      {t("loading.text")}
    </div>
  );
}
