import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "../../lib/cn";

/**
 * Button styles, also usable on links: `<Link className={buttonVariants({ variant: "outline" })}>`.
 * Default, lg and icon sizes keep a 44px touch target; every text/background pair meets 4.5:1.
 */
export const buttonVariants = cva(
  [
    "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap",
    "transition-colors select-none",
    "focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:ring-offset-white",
    "disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50",
    "aria-disabled:pointer-events-none aria-disabled:opacity-50",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default: "bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900",
        accent: "bg-accent-500 text-slate-900 shadow-sm hover:bg-accent-400 active:bg-accent-600",
        secondary: "bg-brand-50 text-brand-800 hover:bg-brand-100 active:bg-brand-200",
        outline: "border border-brand-700 bg-white text-brand-700 hover:bg-brand-50 active:bg-brand-100",
        ghost: "text-slate-800 hover:bg-slate-100 active:bg-slate-200",
        link: "text-brand-700 underline underline-offset-4 hover:text-brand-900 hover:decoration-2",
      },
      size: {
        sm: "h-9 px-3 text-sm",
        default: "h-11 px-5 text-sm",
        lg: "h-12 px-7 text-base",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child element (e.g. a router `<Link>` or `<a>`) with the button styles. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) return <Slot.Root data-slot="button" className={classes} {...props} />;
  return <button data-slot="button" type={type ?? "button"} className={classes} {...props} />;
}
