import { describe, expect, it } from "vitest";
import { SqlStatementSplitter } from "~server/backup/sql-statements";

// What pg_dump's data-only output and our own dump hold: settings, comments, psql's \restrict,
// strings with ; and -- inside them, doubled quotes, E'' strings with backslashes, quoted names.
const script = [
  "--",
  "-- PostgreSQL database dump",
  "--",
  "\\restrict abc123",
  "SET statement_timeout = 0;",
  "SELECT pg_catalog.set_config('search_path', '', false);",
  "-- Data for Name: leads; Type: TABLE DATA; Schema: public; Owner: -",
  `INSERT INTO public."lead ""notes""" (id, message, raw) VALUES`,
  `(1, 'it''s; -- not a comment', E'back\\\\slash; \\' quote'),`,
  `(2, 'ഹോം ലോൺ; हिन्दी', NULL);`,
  "SELECT pg_catalog.setval('public.leads_id_seq', 2, true);",
  "\\unrestrict abc123",
  "",
].join("\n");

const expected = [
  "SET statement_timeout = 0",
  "SELECT pg_catalog.set_config('search_path', '', false)",
  `INSERT INTO public."lead ""notes""" (id, message, raw) VALUES\n(1, 'it''s; -- not a comment', E'back\\\\slash; \\' quote'),\n(2, 'ഹോം ലോൺ; हिन्दी', NULL)`,
  "SELECT pg_catalog.setval('public.leads_id_seq', 2, true)",
];

describe("the dump's statement splitter", () => {
  it("finds each statement, and only ;s outside strings, names and comments end one", () => {
    const splitter = new SqlStatementSplitter();
    expect(splitter.push(script)).toEqual(expected);
    expect(() => splitter.end()).not.toThrow();
  });

  it("finds the same statements however the bytes arrive (cut anywhere, even inside a character)", () => {
    const bytes = Buffer.from(script, "utf8");
    for (let cut = 1; cut < bytes.length; cut++) {
      const splitter = new SqlStatementSplitter();
      const found = [...splitter.push(bytes.subarray(0, cut)), ...splitter.push(bytes.subarray(cut))];
      splitter.end();
      expect(found, `cut at byte ${cut}`).toEqual(expected);
    }
  });

  it("says when the dump ends inside a statement or a string", () => {
    for (const cutShort of ["INSERT INTO public.x VALUES (1", "INSERT INTO public.x VALUES ('open;"]) {
      const splitter = new SqlStatementSplitter();
      splitter.push(cutShort);
      expect(() => splitter.end()).toThrow(/ends in the middle of a statement/);
    }
  });
});
