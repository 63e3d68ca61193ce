// The decision records (docs/decisions/) stay readable as a set: every record says its status and
// date, the index lists every record, and a record that points to another names one that exists.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.resolve("docs/decisions");
const records = readdirSync(dir)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort();
const numbers = new Set(records.map((name) => name.slice(0, 4)));
const read = (name: string) => readFileSync(path.join(dir, name), "utf8");

describe("decision records", () => {
  it("are numbered without gaps or repeats", () => {
    expect(records.length).toBeGreaterThan(30);
    records.forEach((name, index) => expect(name.slice(0, 4)).toBe(String(index + 1).padStart(4, "0")));
  });

  it("each open with their number, a Status and a Date", () => {
    for (const name of records) {
      const lines = read(name).split("\n");
      expect(lines[0], name).toMatch(new RegExp(`^# ${name.slice(0, 4)}: \\S`));
      const header = lines.slice(1, 8).join("\n");
      expect(header, name).toMatch(/^- Status: (proposed|accepted|superseded|accepted, (amended|extended))/m);
      expect(header, name).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/m);
    }
  });

  it("change by new records, not by update sections", () => {
    for (const name of records) expect(read(name), name).not.toMatch(/^#+ *(Update|Addendum)\b/im);
  });

  it("name only records that exist", () => {
    for (const name of records) {
      for (const [, number] of read(name).matchAll(/\b(00\d\d)\b/g)) {
        expect(numbers, `${name} names ${number}`).toContain(number);
      }
    }
  });

  it("are all listed in the index, with the status their header gives", () => {
    const index = read("README.md");
    for (const name of records) {
      const status = /^- Status: (.+)$/m.exec(read(name))?.[1];
      expect(index).toMatch(new RegExp(`\\(${name}\\) *\\|[^\\n]*\\| ${status?.replace(/[()]/g, "\\$&")} *\\|`));
    }
  });
});
