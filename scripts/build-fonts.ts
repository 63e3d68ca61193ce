// `npm run build`, first step: cuts the Noto Sans Malayalam and Devanagari faces (@fontsource,
// regular and bold) down to the letters Malayalam and Hindi use (scripts/font-subsets.ts) with
// HarfBuzz's subsetter, keeping every OpenType layout feature, and writes what the pages use into
// app/generated/ (never committed; .gitignore):
//   fonts/noto-sans-<script>-<weight>.woff2   imported with ?url by app/components/language-fonts.tsx,
//                                             so Vite gives them hashed names under /assets/ (cached a year)
//   language-fonts.json                       each face's unicode-range and vertical metrics (for the
//                                             metric-matched system-font fallback)
//   language-names.json                       "മലയാളം" and "हिन्दी" as SVG outlines (regular weight), shaped
//                                             by HarfBuzz, for the language switcher on pages that load no
//                                             such font
// Before writing, it proves the cut faces draw what the whole faces draw (same glyphs, same
// positions) for every consonant, vowel sign and virama pair of each script. Anything missing or
// different stops the build with a message: the site never ships without its fonts.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as HarfBuzz from "harfbuzzjs";
import { scriptSubsets, unicodeRange, type ScriptSubset } from "./font-subsets";

const OUT_DIR = "app/generated";
const WEIGHTS = [400, 700] as const;
type Weight = (typeof WEIGHTS)[number];

function fail(message: string): never {
  console.error(`\nbuild-fonts: ${message}\n`);
  process.exit(1);
}

type SubsetFont = (
  font: Uint8Array,
  text: string,
  options: { targetFormat: "truetype" | "woff2"; noHinting?: boolean },
) => Promise<Uint8Array>;
type Fontverter = { convert: (font: Uint8Array, format: "truetype" | "woff2") => Promise<Uint8Array> };

// HarfBuzz and fontverter are devDependencies pinned to the versions subset-font depends on; they
// are loaded from the copy subset-font itself resolves, so the shaper that cuts the fonts and the
// one that measures them can never be two different builds.
const require = createRequire(import.meta.url);
let subsetFont: SubsetFont;
let fontverter: Fontverter;
let hb: typeof HarfBuzz;
try {
  subsetFont = require("subset-font") as SubsetFont;
  const fromSubsetFont = createRequire(require.resolve("subset-font"));
  fontverter = fromSubsetFont("fontverter") as Fontverter;
  hb = (await import(pathToFileURL(fromSubsetFont.resolve("harfbuzzjs")).href)) as typeof HarfBuzz;
} catch (error) {
  fail(
    `cannot load subset-font and HarfBuzz (${(error as Error).message}).\n` +
      "The Malayalam and Devanagari fonts are cut at build time with them: install the dev dependencies " +
      "(npm ci, without --omit=dev) and build again.",
  );
}

interface LoadedFont {
  font: HarfBuzz.Font;
  face: HarfBuzz.Face;
  outlines: Map<number, string>;
}

function load(bytes: Uint8Array): LoadedFont {
  const face = new hb.Face(new hb.Blob(bytes));
  return { face, font: new hb.Font(face), outlines: new Map() };
}

function outline(loaded: LoadedFont, glyph: number): string {
  let path = loaded.outlines.get(glyph);
  if (path === undefined) {
    path = loaded.font.glyphToPath(glyph);
    loaded.outlines.set(glyph, path);
  }
  return path;
}

interface ShapedGlyph {
  glyph: number;
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** One buffer for the thousands of samples (reset before each). */
let shapingBuffer: HarfBuzz.Buffer | undefined;

function shape(loaded: LoadedFont, text: string): ShapedGlyph[] {
  shapingBuffer ??= new hb.Buffer();
  const buffer = shapingBuffer;
  buffer.reset();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(loaded.font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map((info, i) => ({
    glyph: info.codepoint,
    cluster: info.cluster,
    xAdvance: positions[i]!.xAdvance,
    xOffset: positions[i]!.xOffset,
    yOffset: positions[i]!.yOffset,
  }));
}

/**
 * A shaped text as outlines and positions: equal for two faces when they draw it alike. Blank
 * glyphs without advance are left out: HarfBuzz draws a joiner as an invisible space when the face
 * has a space (the whole face) and drops it when not (the cut one), which looks the same.
 */
function drawing(loaded: LoadedFont, text: string): string {
  return shape(loaded, text)
    .filter((g) => g.xAdvance !== 0 || outline(loaded, g.glyph) !== "")
    .map((g) => `${outline(loaded, g.glyph)}@${g.cluster}:${g.xAdvance},${g.xOffset},${g.yOffset}`)
    .join("|");
}

/** The vertical metrics browsers lay the face out with (it sets USE_TYPO_METRICS), in em. */
function verticalMetrics(loaded: LoadedFont, label: string) {
  const os2 = loaded.face.referenceTable("OS/2");
  const hhea = loaded.face.referenceTable("hhea");
  if (!os2 || !hhea) fail(`${label} has no OS/2 or hhea table`);
  const o = new DataView(os2.buffer, os2.byteOffset, os2.byteLength);
  const h = new DataView(hhea.buffer, hhea.byteOffset, hhea.byteLength);
  const useTypoMetrics = (o.getUint16(62) & (1 << 7)) !== 0;
  const typo = { ascent: o.getInt16(68), descent: -o.getInt16(70), lineGap: o.getInt16(72) };
  const hheaMetrics = { ascent: h.getInt16(4), descent: -h.getInt16(6), lineGap: h.getInt16(8) };
  // Windows reads the typo metrics (USE_TYPO_METRICS), macOS, Linux and Android hhea: the
  // fallback's overrides are only right everywhere when both agree.
  if (!useTypoMetrics || JSON.stringify(typo) !== JSON.stringify(hheaMetrics)) {
    fail(`${label}: typo metrics ${JSON.stringify(typo)} and hhea ${JSON.stringify(hheaMetrics)} differ`);
  }
  const upem = loaded.face.upem;
  return { ascent: typo.ascent / upem, descent: typo.descent / upem, lineGap: typo.lineGap / upem };
}

/**
 * How finely the switcher's names are drawn: whole 1/200ths of an em, a twelfth of a pixel at the
 * 16 px they are shown at (finer only lengthens every page's HTML and JavaScript).
 */
const NAME_UNITS_PER_EM = 200;

/**
 * A text as one SVG path in NAME_UNITS_PER_EM units (y down), with its advance: the glyphs
 * HarfBuzz chose and placed, their outlines moved to their positions. Coordinates are relative
 * and whole units, which keeps the path short.
 */
function textOutline(loaded: LoadedFont, text: string) {
  const scale = NAME_UNITS_PER_EM / loaded.face.upem;
  const commands: string[] = [];
  let x = 0;
  // SVG's relative commands count every point of a segment from the segment's start (the current
  // point), and a closed subpath puts the current point back where the subpath began.
  let current: [number, number] = [0, 0];
  let subpathStart: [number, number] = [0, 0];
  for (const g of shape(loaded, text)) {
    if (g.glyph === 0) fail(`"${text}" has a letter the face does not draw`);
    for (const command of loaded.font.glyphToJson(g.glyph)) {
      if (command.type === "Z") {
        commands.push("z");
        current = subpathStart;
        continue;
      }
      const points: [number, number][] = [];
      for (let i = 0; i < command.values.length; i += 2) {
        points.push([
          Math.round((x + g.xOffset + command.values[i]!) * scale),
          Math.round(-(g.yOffset + command.values[i + 1]!) * scale),
        ]);
      }
      const start = current;
      commands.push(
        `${command.type.toLowerCase()}${numbers(points.flatMap(([px, py]) => [px - start[0], py - start[1]]))}`,
      );
      current = points.at(-1)!;
      if (command.type === "M") subpathStart = current;
    }
    x += g.xAdvance;
  }
  // The first move is relative to 0,0, so it reads the same as an absolute one.
  const d = commands.join("");
  checkOutline(loaded, text, d, scale);
  return { d, advance: Math.round(x * scale) };
}

/**
 * Reads the path back as SVG does and compares the box of its points with the glyphs' boxes
 * (HarfBuzz's extents, which count the same points) where the shaper put them: a mistake in the
 * relative coordinates shows as a box elsewhere.
 */
function checkOutline(loaded: LoadedFont, text: string, d: string, scale: number) {
  const drawn = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  let current: [number, number] = [0, 0];
  let subpathStart: [number, number] = [0, 0];
  for (const [, type, args] of d.matchAll(/([mlqcz])([^mlqcz]*)/g)) {
    if (type === "z") {
      current = subpathStart;
      continue;
    }
    const values = (args!.match(/-?\d+/g) ?? []).map(Number);
    const start = current;
    for (let i = 0; i < values.length; i += 2) {
      current = [start[0] + values[i]!, start[1] + values[i + 1]!];
      drawn.left = Math.min(drawn.left, current[0]);
      drawn.right = Math.max(drawn.right, current[0]);
      drawn.top = Math.min(drawn.top, current[1]);
      drawn.bottom = Math.max(drawn.bottom, current[1]);
    }
    if (type === "m") subpathStart = current;
  }
  const expected = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  let x = 0;
  for (const g of shape(loaded, text)) {
    const extents = loaded.font.glyphExtents(g.glyph);
    if (extents && extents.width !== 0) {
      const left = x + g.xOffset + extents.xBearing;
      const top = -(g.yOffset + extents.yBearing);
      expected.left = Math.min(expected.left, left * scale);
      expected.right = Math.max(expected.right, (left + extents.width) * scale);
      expected.top = Math.min(expected.top, top * scale);
      expected.bottom = Math.max(expected.bottom, (top - extents.height) * scale);
    }
    x += g.xAdvance;
  }
  const off = (Object.keys(drawn) as (keyof typeof drawn)[]).filter(
    (side) => Math.abs(drawn[side] - expected[side]) > 1,
  );
  if (off.length > 0) {
    fail(`the outline of "${text}" is misplaced (${off.join(", ")}): ${JSON.stringify({ drawn, expected })}`);
  }
}

/** "12-3 4" : numbers joined as SVG allows, a minus sign standing for the separator. */
function numbers(values: number[]): string {
  return values.map((value, i) => (i > 0 && value >= 0 ? ` ${value}` : `${value}`)).join("");
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

async function buildScript(subset: ScriptSubset) {
  const text = String.fromCodePoint(...subset.codePoints);
  // A browser draws only the face's letters with it (unicode-range): spaces, digits and Latin
  // punctuation between them come from the page's other fonts, so each run is shaped alone.
  const inFace = new Set(subset.codePoints);
  const samples = subset
    .samples()
    .flatMap((sample) =>
      sample.split(/(?:)/u).reduce<string[]>(
        (runs, char) => {
          if (!inFace.has(char.codePointAt(0)!)) runs.push("");
          else runs[runs.length - 1] += char;
          return runs;
        },
        [""],
      ),
    )
    .filter(Boolean);
  const faces: Partial<Record<Weight, { file: string; bytes: number; sourceBytes: number }>> = {};
  let name: { d: string; advance: number } | undefined;
  let metrics: ReturnType<typeof verticalMetrics> | undefined;
  for (const weight of WEIGHTS) {
    const source = subset.sources[weight];
    if (!fs.existsSync(source)) fail(`${source} is missing: npm ci installs @fontsource (a dependency)`);
    const sourceBytes = fs.readFileSync(source);
    const whole = load(await fontverter.convert(sourceBytes, "truetype"));
    const cutTtf = await subsetFont(sourceBytes, text, { targetFormat: "truetype", noHinting: true });
    const cut = load(cutTtf);
    const label = `${subset.family} ${weight}`;

    const kept = new Set(cut.face.collectUnicodes());
    const missing = subset.codePoints.filter((cp) => !kept.has(cp));
    if (missing.length > 0) {
      fail(`${label} lacks ${missing.map((cp) => `U+${cp.toString(16).toUpperCase()}`).join(", ")}`);
    }
    const extra = [...kept].filter((cp) => !subset.codePoints.includes(cp));
    if (extra.length > 0) fail(`${label} kept letters outside its list: ${unicodeRange(extra)}`);
    for (const sample of samples) {
      if (drawing(whole, sample) !== drawing(cut, sample)) {
        fail(`${label}: the cut face draws "${sample}" differently from the whole face (a shaping rule was lost)`);
      }
      if (shape(cut, sample).some((g) => g.glyph === 0)) fail(`${label} draws "${sample}" with a missing-glyph box`);
    }

    const weightMetrics = verticalMetrics(cut, label);
    if (metrics && JSON.stringify(metrics) !== JSON.stringify(weightMetrics)) {
      fail(`${subset.family}: the weights' vertical metrics differ, one fallback cannot match both`);
    }
    metrics = weightMetrics;

    const woff2 = await fontverter.convert(cutTtf, "woff2");
    const file = `noto-sans-${subset.language === "ml" ? "malayalam" : "devanagari"}-${weight}.woff2`;
    fs.writeFileSync(path.join(OUT_DIR, "fonts", file), woff2);
    faces[weight] = { file, bytes: woff2.byteLength, sourceBytes: sourceBytes.byteLength };
    // The regular weight only: the switcher thickens it for the current language, which keeps
    // the outlines every page carries in its HTML and JavaScript to one per language.
    if (weight === 400) name = textOutline(cut, subset.nativeName);
    console.log(
      `  ${label}: ${kb(sourceBytes.byteLength)} → ${kb(woff2.byteLength)} woff2 ` +
        `(${subset.codePoints.length} letters, ${samples.length.toLocaleString("en-GB")} clusters shaped alike)`,
    );
  }
  const { ascent, descent, lineGap } = metrics!;
  const units = NAME_UNITS_PER_EM;
  return {
    face: {
      family: subset.family,
      unicodeRange: unicodeRange(subset.codePoints),
      fallbackUnicodeRange: subset.blockRanges,
      ascent,
      descent,
      lineGap,
      files: { regular: faces[400]!.file, bold: faces[700]!.file },
      bytes: { regular: faces[400]!.bytes, bold: faces[700]!.bytes },
      sourceBytes: { regular: faces[400]!.sourceBytes, bold: faces[700]!.sourceBytes },
    },
    name: {
      text: subset.nativeName,
      unitsPerEm: units,
      d: name!.d,
      // viewBox: the face's ascent to descent, so the drawing sits on the baseline like text.
      viewBox: `0 ${-Math.round(ascent * units)} ${name!.advance} ${Math.round((ascent + descent) * units)}`,
      widthEm: name!.advance / units,
      heightEm: ascent + descent,
      baselineEm: descent,
    },
  };
}

const started = performance.now();
fs.rmSync(OUT_DIR, { recursive: true, force: true });
fs.mkdirSync(path.join(OUT_DIR, "fonts"), { recursive: true });
console.log("Cutting the Malayalam and Devanagari faces to the letters the site's languages use:");
const faces: Record<string, unknown> = {};
const names: Record<string, unknown> = {};
for (const subset of scriptSubsets) {
  const built = await buildScript(subset);
  faces[subset.language] = built.face;
  names[subset.language] = built.name;
}
fs.writeFileSync(path.join(OUT_DIR, "language-fonts.json"), `${JSON.stringify(faces, null, 2)}\n`);
fs.writeFileSync(path.join(OUT_DIR, "language-names.json"), `${JSON.stringify(names, null, 2)}\n`);
console.log(`fonts written to ${OUT_DIR}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
