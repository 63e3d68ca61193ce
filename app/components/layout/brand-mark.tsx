/** The logo mark: a rupee in a shield, drawn inline so it costs no request. */
export function BrandMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <path d="M20 2 5 8v11c0 9.4 6.4 17.2 15 19 8.6-1.8 15-9.6 15-19V8L20 2Z" fill="#173a78" />
      <path
        d="M14 12h12M14 16.5h12M14 12h4a4.5 4.5 0 0 1 0 9h-4l9 8"
        fill="none"
        stroke="#fbbf24"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
