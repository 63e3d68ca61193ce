import type { ReactNode } from "react";

const text = (snapshot: Record<string, unknown>, key: string) =>
  typeof snapshot[key] === "string" ? (snapshot[key] as string) : "";

const lines = (snapshot: Record<string, unknown>, key: string) =>
  Array.isArray(snapshot[key]) ? (snapshot[key] as unknown[]).filter((item) => typeof item === "string") : [];

function Part({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-0.5 text-sm text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** One saved version of a service as staff read it in the revision history: its words, field by field. */
export function LoanServiceRevision({ snapshot }: { snapshot: Record<string, unknown> }) {
  const faqs = Array.isArray(snapshot.faqs) ? (snapshot.faqs as { question?: unknown }[]) : [];
  const list = (key: string) => {
    const items = lines(snapshot, key);
    return items.length === 0 ? (
      "None"
    ) : (
      <ul className="list-disc pl-5">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    );
  };
  return (
    <dl className="flex max-h-[28rem] flex-col gap-3 overflow-y-auto rounded-md border border-slate-200 p-3">
      <Part term="Name">{text(snapshot, "name")}</Part>
      <Part term="Address">/loan-services/{text(snapshot, "slug")}</Part>
      <Part term="Short description">{text(snapshot, "description")}</Part>
      <Part term="Summary">{text(snapshot, "summary")}</Part>
      <Part term="Interest rate · amount · tenure">
        {[text(snapshot, "interestRate"), text(snapshot, "loanAmount"), text(snapshot, "tenure")].join(" · ")}
      </Part>
      <Part term="Features">{list("features")}</Part>
      <Part term="Who can apply">{list("eligibility")}</Part>
      <Part term="Documents">{list("documents")}</Part>
      <Part term="Questions">
        {faqs.length === 0 ? (
          "None"
        ) : (
          <ul className="list-disc pl-5">
            {faqs.map((faq, index) => (
              <li key={index}>{typeof faq.question === "string" ? faq.question : ""}</li>
            ))}
          </ul>
        )}
      </Part>
      <Part term="SEO title">{text(snapshot, "seoTitle")}</Part>
      <Part term="SEO description">{text(snapshot, "seoDescription")}</Part>
    </dl>
  );
}
