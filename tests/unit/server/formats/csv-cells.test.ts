import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import {
  csvDate,
  csvDateTime,
  csvMobile,
  csvRecords,
  csvRupees,
  exportFileName,
  neutraliseCell,
} from "~server/formats/csv-cells";

describe("CSV cells of the lead export", () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', '\'=HYPERLINK("http://evil.example","Click")'],
    ["+91 98765 43210", "'+91 98765 43210"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", "'\r=1+1"],
  ])("puts a single quote before a cell that a spreadsheet would read as a formula: %j", (cell, expected) => {
    expect(neutraliseCell(cell)).toBe(expected);
  });

  it.each(["Ravi Kumar", "Kochi", "a=b", "2+2", "name@example.in", " =spaced", "", "രവി"])(
    "leaves other text as it is: %j",
    (cell) => {
      expect(neutraliseCell(cell)).toBe(cell);
    },
  );

  it("quotes commas, quotes and line breaks so a CSV reader gets the cell back whole", () => {
    const tricky = ['Ravi "Rocky", Kumar', "line one\nline two", "cr\rinside", "crlf\r\nboth", "=1+1", "plain"];
    const csv = csvRecords([tricky, ["second", "row", "", "", "", ""]]);
    expect(csv.endsWith("\r\n")).toBe(true);
    const rows = parse(csv, { relax_column_count: false }) as string[][];
    expect(rows).toEqual([
      ['Ravi "Rocky", Kumar', "line one\nline two", "cr\rinside", "crlf\r\nboth", "'=1+1", "plain"],
      ["second", "row", "", "", "", ""],
    ]);
  });

  it("gives back any text a CSV reader parses, cell for cell", () => {
    const alphabet = ['"', ",", "\r", "\n", "a", " ", "₹", "ക", "'", ";", "\t"];
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const cellOf = () =>
      Array.from(
        { length: 1 + Math.floor(random() * 12) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join("");
    const rows = Array.from({ length: 200 }, () => Array.from({ length: 5 }, cellOf));
    const parsed = parse(csvRecords(rows)) as string[][];
    expect(parsed).toEqual(rows.map((row) => row.map(neutraliseCell)));
  });

  it("writes empty cells for missing values and digits for numbers", () => {
    expect(csvRecords([[null, undefined, 12, "x"]])).toBe(",,12,x\r\n");
  });

  it("writes dates and times in IST as DD/MM/YYYY and a 24-hour clock", () => {
    // 22 Nov 2026 09:35 UTC is 15:05 IST; 20:00 UTC is already the next day in India.
    expect(csvDateTime(new Date("2026-11-22T09:35:00Z"))).toBe("22/11/2026 15:05");
    expect(csvDateTime("2026-11-22T20:00:00Z")).toBe("23/11/2026 01:30");
    expect(csvDateTime(null)).toBe("");
    expect(csvDate("2026-03-07")).toBe("07/03/2026");
    expect(csvDate(null)).toBe("");
  });

  it("writes rupees as plain digits that a spreadsheet sums", () => {
    expect(csvRupees(2_500_000)).toBe("2500000");
    expect(csvRupees(0)).toBe("0");
    expect(csvRupees(null)).toBe("");
  });

  it("writes mobiles as people write them, and nothing for an erased lead", () => {
    expect(csvMobile("+919876543210", false)).toBe("98765 43210");
    expect(neutraliseCell(csvMobile("+919876543210", false))).toBe("98765 43210");
    expect(csvMobile("+910000000000", true)).toBe("");
  });

  it("names the file after the IST date", () => {
    expect(exportFileName(new Date("2026-11-22T19:00:00Z"))).toBe("leads-2026-11-23.csv");
  });
});
