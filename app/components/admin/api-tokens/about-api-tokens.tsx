/** What a token is for and how a program sends it, above the list. */
export function AboutApiTokens({ apiBase }: { apiBase: string }) {
  return (
    <section
      aria-labelledby="about-tokens"
      className="mb-6 rounded-xl border border-slate-200 bg-white p-5 text-slate-700 sm:p-6"
    >
      <h2 id="about-tokens" className="text-lg font-semibold text-slate-900">
        What a token is for
      </h2>
      <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5">
        <li>
          A spreadsheet, your accounts software or a script can read and change things in the staff area through the API
          at <code className="font-mono text-sm break-all text-slate-900">{apiBase}</code>.
        </li>
        <li>
          The program sends the token with every request, in the header{" "}
          <code className="font-mono text-sm text-slate-900">Authorization: Bearer dsa_…</code>
        </li>
        <li>
          It acts as the account you choose, with that account&rsquo;s role: it can do exactly what that person can, and
          the activity log shows it under their name.
        </li>
        <li>
          <strong className="text-slate-900">Treat it like a password.</strong> Anyone who has it can act as that
          account. Revoke a token you no longer use or that may have leaked; deactivating the account stops its tokens
          too.
        </li>
      </ul>
    </section>
  );
}
