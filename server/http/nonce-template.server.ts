import { createHash } from "node:crypto";
import zlib from "node:zlib";

/**
 * A rendered page kept with holes where its CSP nonce goes, in every encoding we serve, so that
 * each response gets a fresh nonce without rendering or compressing again.
 *
 * The page is rendered once with a placeholder nonce. Its text is cut at each placeholder, and each
 * encoding is built from the cuts:
 * - identity: the cuts as they are;
 * - gzip: one raw-deflate stream, flushed (byte-aligned) at each hole; every hole is a "stored"
 *   (uncompressed) deflate block whose bytes are the nonce, and the gzip trailer's CRC-32 is
 *   computed per response;
 * - brotli: one stream, flushed at each hole; every hole is an uncompressed meta-block.
 * The compressors see a filler of the nonce's length at each hole, so that every distance they
 * write stays true for the bytes the browser decodes. The filler is made of bytes that never occur
 * in UTF-8 text, so nothing can be copied out of it; each variant is still decoded with two test
 * nonces before it is used, and an encoding that does not decode exactly is not kept.
 */

/** base64 of 16 random bytes: the length of every nonce this server makes (security-headers). */
export const NONCE_LENGTH = 24;

export type TemplateEncoding = "br" | "gzip" | "identity";

interface Variant {
  /** The encoded bytes between holes: parts.length === holes + 1. */
  parts: Buffer[];
  /** gzip only: the trailer (CRC-32 and length of the decoded page) is added per response. */
  gzipTrailer: boolean;
  bytes: number;
}

export interface NonceTemplate {
  variants: Partial<Record<TemplateEncoding, Variant>>;
  /** Decoded length of a page served from this template. */
  length: number;
  /** Hash of the page text without its nonces: a validator for ETags. */
  digest: string;
  /** Memory held by all variants. */
  bytes: number;
  /** How many nonces the page holds. */
  holes: number;
}

// Bytes 0xF8–0xFF never occur in UTF-8; no two-byte sequence repeats, so nothing inside the filler
// can be encoded as a copy of another part of it.
const FILLER = Buffer.from([
  0xf8, 0xf9, 0xfa, 0xfb, 0xfc, 0xfd, 0xfe, 0xff, 0xf8, 0xfa, 0xfc, 0xfe, 0xf8, 0xfb, 0xfe, 0xf9, 0xfb, 0xfd, 0xff,
  0xf9, 0xfc, 0xff, 0xfa, 0xfd,
]);

/** Tried in turn until one decodes exactly (see createNonceTemplate). */
const BROTLI_QUALITIES = [9, 5, 2];

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]);

/** A stored deflate block header (BFINAL 0, BTYPE 00, byte-aligned) for `length` bytes. */
function storedBlockHeader(length: number): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0;
  header.writeUInt16LE(length, 1);
  header.writeUInt16LE(~length & 0xffff, 3);
  return header;
}

/** A brotli meta-block header: not last, 4 nibbles of MLEN-1, uncompressed (RFC 7932, 9.2). */
function uncompressedMetaBlockHeader(length: number): Buffer {
  const bits = ((length - 1) << 3) | (1 << 19);
  return Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]);
}

type FlushingStream = zlib.DeflateRaw | zlib.BrotliCompress;

/** Feeds the cuts (and a filler per hole) to one compressor, cutting its output at each flush. */
async function compressCuts(stream: FlushingStream, cuts: Buffer[], flushKind: number): Promise<Buffer[]> {
  let pending: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => pending.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.once("end", resolve);
    stream.once("error", reject);
  });
  const take = () => {
    const out = Buffer.concat(pending);
    pending = [];
    return out;
  };
  const writeAndFlush = (chunk: Buffer) =>
    new Promise<void>((resolve) => {
      if (chunk.length > 0) stream.write(chunk);
      stream.flush(flushKind, () => resolve());
    });
  const encoded: Buffer[] = [];
  for (let i = 0; i < cuts.length; i++) {
    const cut = cuts[i]!;
    if (i === cuts.length - 1) {
      stream.end(cut);
      await ended;
      encoded.push(take());
      break;
    }
    await writeAndFlush(cut);
    encoded.push(take());
    await writeAndFlush(FILLER);
    take(); // the filler's own encoding: replaced by the hole
  }
  return encoded;
}

async function gzipVariant(cuts: Buffer[]): Promise<Variant> {
  const encoded = await compressCuts(zlib.createDeflateRaw({ level: 6 }), cuts, zlib.constants.Z_SYNC_FLUSH);
  const hole = storedBlockHeader(NONCE_LENGTH);
  const parts = encoded.map((part, i) => {
    const pieces = i === 0 ? [GZIP_HEADER, part] : [part];
    if (i < encoded.length - 1) pieces.push(hole);
    return Buffer.concat(pieces);
  });
  return { parts, gzipTrailer: true, bytes: parts.reduce((sum, p) => sum + p.length, 0) };
}

async function brotliVariant(cuts: Buffer[], totalLength: number, quality: number): Promise<Variant> {
  const stream = zlib.createBrotliCompress({
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: totalLength,
    },
  });
  const encoded = await compressCuts(stream, cuts, zlib.constants.BROTLI_OPERATION_FLUSH);
  const hole = uncompressedMetaBlockHeader(NONCE_LENGTH);
  const parts = encoded.map((part, i) => (i < encoded.length - 1 ? Buffer.concat([part, hole]) : part));
  return { parts, gzipTrailer: false, bytes: parts.reduce((sum, p) => sum + p.length, 0) };
}

function assemble(variant: Variant, nonce: Buffer, decodedLength: number, identity?: Variant): Buffer<ArrayBuffer> {
  const trailerLength = variant.gzipTrailer ? 8 : 0;
  const holes = variant.parts.length - 1;
  const out = Buffer.allocUnsafeSlow(variant.bytes + holes * NONCE_LENGTH + trailerLength);
  let offset = 0;
  for (let i = 0; i < variant.parts.length; i++) {
    offset += variant.parts[i]!.copy(out, offset);
    if (i < holes) offset += nonce.copy(out, offset);
  }
  if (variant.gzipTrailer) {
    let crc = 0;
    for (let i = 0; i < identity!.parts.length; i++) {
      crc = zlib.crc32(identity!.parts[i]!, crc);
      if (i < holes) crc = zlib.crc32(nonce, crc);
    }
    out.writeUInt32LE(crc >>> 0, offset);
    out.writeUInt32LE(decodedLength >>> 0, offset + 4);
  }
  return out;
}

function decodes(variant: Variant, encoding: "br" | "gzip", identity: Variant, length: number): boolean {
  for (const seed of ["a", "b"]) {
    const nonce = Buffer.from(
      createHash("sha256")
        .update(seed)
        .digest("base64")
        .slice(0, NONCE_LENGTH - 2) + "==",
    );
    const expected = assemble(identity, nonce, length);
    try {
      const body = assemble(variant, nonce, length, identity);
      const decoded = encoding === "br" ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body);
      if (!decoded.equals(expected)) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * Builds the template of a page rendered with `placeholder` as its nonce. Answers null when the
 * placeholder is missing from a place a nonce belongs (an attribute), so the page is not cached.
 */
export async function createNonceTemplate(html: string, placeholder: string): Promise<NonceTemplate | null> {
  const texts = html.split(placeholder);
  // Every placeholder must sit in a nonce attribute; anywhere else (escaped into a script, say)
  // the substitution could not be trusted.
  for (let i = 0; i < texts.length - 1; i++) {
    if (!texts[i]!.endsWith('nonce="')) return null;
  }
  const cuts = texts.map((text) => Buffer.from(text, "utf8"));
  const identity: Variant = { parts: cuts, gzipTrailer: false, bytes: cuts.reduce((sum, c) => sum + c.length, 0) };
  const length = identity.bytes + (cuts.length - 1) * NONCE_LENGTH;
  const variants: NonceTemplate["variants"] = { identity };
  const gzip = await gzipVariant(cuts);
  if (decodes(gzip, "gzip", identity, length)) variants.gzip = gzip;
  // The brotli encoder's view of the bytes before and after a hole can still differ from the
  // browser's (it models literals on the two bytes before them, and some of its settings misplaced a
  // copy after a hole in our tests), so every quality is checked by decoding, best first. The check
  // holds for every nonce: after a hole the two bytes before are always the nonce's final "==", and
  // two different test nonces would expose any copy taken out of a hole.
  for (const quality of BROTLI_QUALITIES) {
    const br = await brotliVariant(cuts, length, quality);
    if (decodes(br, "br", identity, length)) {
      variants.br = br;
      break;
    }
  }
  const digest = createHash("sha256");
  for (const cut of cuts) digest.update(cut).update("\0");
  return {
    variants,
    length,
    digest: digest.digest("base64url").slice(0, 27),
    bytes: identity.bytes + (variants.gzip?.bytes ?? 0) + (variants.br?.bytes ?? 0),
    holes: cuts.length - 1,
  };
}

/**
 * The page with `nonce` in every hole, in the given encoding (which the template must hold). A
 * template without holes (a JSON answer) takes an empty nonce.
 */
export function renderNonceTemplate(
  template: NonceTemplate,
  encoding: TemplateEncoding,
  nonce: string,
): Buffer<ArrayBuffer> {
  const variant = template.variants[encoding];
  if (!variant) throw new Error(`no ${encoding} variant in this template`);
  const nonceBytes = Buffer.from(nonce, "utf8");
  if (template.holes > 0 && nonceBytes.length !== NONCE_LENGTH)
    throw new Error(`a nonce must be ${NONCE_LENGTH} bytes`);
  return assemble(variant, nonceBytes, template.length, template.variants.identity);
}

/** The best encoding of the template that the client accepts (its preference from Accept-Encoding). */
export function templateEncodingFor(template: NonceTemplate, preferred: "br" | "gzip" | null): TemplateEncoding {
  if (preferred === "br" && template.variants.br) return "br";
  // A client that takes brotli takes gzip too (browsers send both).
  if (preferred && template.variants.gzip) return "gzip";
  return "identity";
}
