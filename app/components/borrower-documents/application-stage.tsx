import { Check } from "lucide-react";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import type { BorrowerStage } from "~server/vocabulary/documents";
import { SideCard } from "./panels";
import { stageNow, stageSteps } from "./words";

/**
 * Where the application stands, in plain words: the steps from received to disbursed, the current
 * one marked, and a sentence on what it means. A closed application has no step to show.
 */
export function ApplicationStage({ stage, className }: { stage: BorrowerStage; className?: string }) {
  const { t } = useI18n();
  const current = stageSteps.findIndex((step) => step.stage === stage);
  return (
    <SideCard id="stage-heading" title={t("borrowerDocuments.stageHeading")} className={className}>
      {current >= 0 && (
        <ol className="mt-4 space-y-0">
          {stageSteps.map((step, index) => {
            const state = index < current ? "done" : index === current ? "current" : "next";
            return (
              <li
                key={step.stage}
                aria-current={state === "current" ? "step" : undefined}
                className="relative flex items-start gap-3 pb-4 last:pb-0"
              >
                {/* The line to the next step, behind the circles. */}
                {index < stageSteps.length - 1 && (
                  <span
                    aria-hidden="true"
                    className={cn(
                      "absolute top-7 left-3 -ml-px h-[calc(100%-1.75rem)] w-0.5",
                      index < current ? "bg-brand-700" : "bg-slate-300",
                    )}
                  />
                )}
                <span
                  aria-hidden="true"
                  className={cn(
                    "relative flex size-6 shrink-0 items-center justify-center rounded-full border-2",
                    state === "done" && "border-brand-700 bg-brand-700 text-white",
                    state === "current" && "border-brand-700 bg-white",
                    state === "next" && "border-slate-300 bg-white",
                  )}
                >
                  {state === "done" && <Check className="size-3.5" strokeWidth={3} />}
                  {state === "current" && <span className="size-2.5 rounded-full bg-brand-700" />}
                </span>
                <span
                  className={cn(
                    "pt-0.5 text-sm leading-5",
                    state === "current"
                      ? "font-bold text-slate-900"
                      : state === "done"
                        ? "text-slate-800"
                        : "text-slate-600",
                  )}
                >
                  {t(step.label)}
                  <span className="sr-only">
                    {" ("}
                    {t(
                      state === "done"
                        ? "borrowerDocuments.stepDone"
                        : state === "current"
                          ? "borrowerDocuments.stepCurrent"
                          : "borrowerDocuments.stepToCome",
                    )}
                    {")"}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <p
        className={cn(
          "text-sm leading-6 text-slate-700",
          current >= 0 ? "mt-4 border-t border-slate-200 pt-4" : "mt-2",
        )}
      >
        {t(stageNow[stage])}
      </p>
    </SideCard>
  );
}
