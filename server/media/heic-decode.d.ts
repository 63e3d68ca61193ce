// The part of heic-decode (iPhone photos to pixels, through libheif compiled to WebAssembly; it
// ships no types) that the image worker uses.
declare module "heic-decode" {
  interface DecodedHeic {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel. */
    data: Uint8ClampedArray;
  }
  interface HeicImage {
    /** The size as shown (the file's rotation and mirroring applied), read without decoding a pixel. */
    width: number;
    height: number;
    decode(): Promise<DecodedHeic>;
  }
  interface HeicImages extends Array<HeicImage> {
    /** Frees what libheif holds for the file. */
    dispose(): void;
  }
  function decode(input: { buffer: Uint8Array }): Promise<DecodedHeic>;
  namespace decode {
    /** The file's top-level images, parsed but not decoded. */
    function all(input: { buffer: Uint8Array }): Promise<HeicImages>;
  }
  export default decode;
}
