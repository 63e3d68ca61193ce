import { StringDecoder } from "node:string_decoder";

/**
 * Splits a plain SQL script (pg_dump's data-only output, or ours) into statements while it streams
 * in, so a dump of any size is loaded a statement at a time. It knows what such a script holds:
 * '…' strings ('' inside), E'…' strings (backslash escapes), "…" identifiers, -- comments and
 * psql's backslash commands on lines of their own (\restrict, which it drops). A ; ends a statement
 * only outside all of those.
 */
export class SqlStatementSplitter {
  private readonly decoder = new StringDecoder("utf8");
  private current = "";
  private state: "code" | "string" | "escapeString" | "identifier" | "comment" = "code";
  /** The previous character in "code" state, to tell E'…' and a line start. */
  private previous = "\n";
  private escaped = false;

  /** Feeds bytes; answers the statements they completed (without the ;, trimmed). */
  push(chunk: Buffer | string): string[] {
    const text = typeof chunk === "string" ? chunk : this.decoder.write(chunk);
    const complete: string[] = [];
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      switch (this.state) {
        case "code":
          if (c === ";") {
            const statement = this.current.trim();
            if (statement) complete.push(statement);
            this.current = "";
            this.previous = ";";
            continue;
          }
          if (c === "-" && text[i + 1] === "-") {
            this.state = "comment";
            continue;
          }
          if (c === "-" && i === text.length - 1) {
            // A chunk ending in one "-": keep it, the next chunk decides (a comment or a minus).
            this.current += c;
            this.previous = c;
            continue;
          }
          if (c === "-" && this.current.endsWith("-") && this.previous === "-") {
            // The second "-" of a comment split across chunks.
            this.current = this.current.slice(0, -1);
            this.state = "comment";
            continue;
          }
          if (c === "\\" && this.current.trim() === "" && /[\n;]/.test(this.previous)) {
            // A psql meta-command line (\restrict KEY): not SQL.
            this.state = "comment";
            continue;
          }
          if (c === "'") {
            this.state =
              /[eE]/.test(this.previous) && !/\w/.test(this.current.at(-2) ?? "") ? "escapeString" : "string";
          } else if (c === '"') this.state = "identifier";
          this.current += c;
          this.previous = c;
          break;
        case "string":
        case "identifier": {
          const quote = this.state === "string" ? "'" : '"';
          this.current += c;
          // '' (or "") inside is the quote itself: leave and, on the next quote, come back.
          if (c === quote) {
            this.state = "code";
            this.previous = c;
          }
          break;
        }
        case "escapeString":
          this.current += c;
          if (this.escaped) this.escaped = false;
          else if (c === "\\") this.escaped = true;
          else if (c === "'") {
            this.state = "code";
            this.previous = c;
          }
          break;
        case "comment":
          if (c === "\n") {
            this.state = "code";
            this.previous = "\n";
            this.current += "\n";
          }
          break;
      }
    }
    return complete;
  }

  /** Ends the script: anything but white space after the last ; means it was cut short. */
  end(): void {
    const rest = (this.current + this.decoder.end()).trim();
    if (this.state === "string" || this.state === "escapeString" || this.state === "identifier" || rest)
      throw new Error("the database dump ends in the middle of a statement");
  }
}
