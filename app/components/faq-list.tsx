/**
 * Questions and answers as native disclosure widgets (work without JavaScript, keyboard included).
 * `lang` marks the block when its texts fell back to English on a Malayalam or Hindi page.
 */
export function FaqList({ faqs, lang }: { faqs: readonly { question: string; answer: string }[]; lang?: string }) {
  return (
    <div lang={lang} className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200">
      {faqs.map((faq, index) => (
        <details key={index} className="group p-5">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold text-slate-900">
            <h3>{faq.question}</h3>
            <span aria-hidden="true" className="text-xl leading-none text-brand-700 group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="mt-3 leading-7 text-slate-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
