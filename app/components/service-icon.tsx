import {
  Building2,
  Coins,
  CreditCard,
  GraduationCap,
  House,
  TrendingUp,
  User,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { LoanServiceColor, LoanServiceIcon } from "~server/vocabulary/loan-services";
import { cn } from "~/lib/cn";

const icons: Record<LoanServiceIcon, LucideIcon> = {
  building: Building2,
  home: House,
  user: User,
  coins: Coins,
  "credit-card": CreditCard,
  "graduation-cap": GraduationCap,
  trending: TrendingUp,
  zap: Zap,
};

/** Icon tile colours; every pair keeps text contrast above 4.5:1. */
const tones: Record<LoanServiceColor, string> = {
  blue: "bg-blue-50 text-blue-700 ring-blue-100",
  green: "bg-emerald-50 text-emerald-700 ring-emerald-100",
  purple: "bg-purple-50 text-purple-700 ring-purple-100",
  yellow: "bg-amber-50 text-amber-700 ring-amber-100",
  red: "bg-rose-50 text-rose-700 ring-rose-100",
  indigo: "bg-indigo-50 text-indigo-700 ring-indigo-100",
  orange: "bg-orange-50 text-orange-700 ring-orange-100",
};

export function ServiceIcon({
  icon,
  color,
  className,
}: {
  icon: LoanServiceIcon;
  color: LoanServiceColor;
  className?: string;
}) {
  const Icon = icons[icon] ?? Building2;
  return (
    <span
      className={cn(
        "inline-flex size-12 shrink-0 items-center justify-center rounded-xl ring-1",
        tones[color] ?? tones.blue,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
