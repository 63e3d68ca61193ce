import type * as React from "react";
import { cn } from "../../lib/cn";

export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card"
      className={cn("flex flex-col rounded-xl border border-slate-200 bg-white text-slate-800 shadow-sm", className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-header" className={cn("flex flex-col gap-1.5 p-6", className)} {...props} />;
}

type CardTitleTag = "h1" | "h2" | "h3" | "h4" | "h5" | "h6" | "p" | "div";

export type CardTitleProps = React.ComponentProps<"h3"> & {
  /** Heading level to fit the page outline; `h3` by default. */
  as?: CardTitleTag;
};

export function CardTitle({ as: Tag = "h3", className, ...props }: CardTitleProps) {
  return (
    <Tag
      data-slot="card-title"
      className={cn("text-lg leading-tight font-semibold text-slate-900", className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("text-sm text-slate-600", className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("px-6 pb-6", className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="card-footer" className={cn("mt-auto flex items-center gap-3 px-6 pb-6", className)} {...props} />
  );
}
