// The part of libheif-js (libheif and libde265 compiled to WebAssembly, with the WebAssembly inside
// the script) that the image worker and its tests use. The package's own typings sit in a folder of their own,
// unseen from this path, and give most of these results as `any`.
declare module "libheif-js/wasm-bundle.js" {
  /** One of libheif's enums: compare `value`. */
  interface HeifEnum {
    value: number;
  }

  export interface HeifError {
    code: HeifEnum;
    subcode: HeifEnum;
    message: string;
  }

  const contextBrand: unique symbol;
  const handleBrand: unique symbol;
  const imageBrand: unique symbol;
  /** libheif's objects live in WebAssembly's memory until their own release call frees them. */
  export interface HeifContext {
    readonly [contextBrand]: true;
  }
  export interface HeifImageHandle {
    readonly [handleBrand]: true;
  }
  export interface HeifImage {
    readonly [imageBrand]: true;
  }

  export interface DecodedHeifImage {
    /** Released with heif_image_release, and the memory of every channel's `data` with it. */
    image: HeifImage;
    width: number;
    height: number;
    channels: {
      id: HeifEnum;
      width: number;
      height: number;
      /** Bytes from the start of a row to the next: libheif may pad rows. */
      stride: number;
      /** `stride` × `height` bytes: a view of WebAssembly's memory, not a copy. */
      data: Uint8Array;
    }[];
  }

  export interface Libheif {
    /** WebAssembly's memory, all of it (a new view each time the memory grows). */
    HEAPU8: Uint8Array;
    heif_error_code: { heif_error_Ok: HeifEnum };
    heif_colorspace: { heif_colorspace_RGB: HeifEnum };
    heif_chroma: { heif_chroma_interleaved_RGB: HeifEnum; heif_chroma_interleaved_RGBA: HeifEnum };
    heif_channel: { heif_channel_interleaved: HeifEnum };
    heif_context_alloc(): HeifContext;
    heif_context_free(context: HeifContext): void;
    /** Parses the file's boxes (a copy of `bytes` is kept in the context); no pixel is decoded. Its code is heif_error_Ok on success. */
    heif_context_read_from_memory(context: HeifContext, bytes: Uint8Array): HeifError;
    heif_js_context_get_primary_image_handle(context: HeifContext): HeifImageHandle | HeifError;
    heif_image_handle_release(handle: HeifImageHandle): void;
    /** The size as shown, the file's rotation and mirroring applied, from its boxes. */
    heif_image_handle_get_width(handle: HeifImageHandle): number;
    heif_image_handle_get_height(handle: HeifImageHandle): number;
    heif_image_handle_has_alpha_channel(handle: HeifImageHandle): number;
    /** Decodes the image with the file's rotation, mirroring and crop applied (libheif's default options). */
    heif_js_decode_image2(
      handle: HeifImageHandle,
      colorspace: HeifEnum,
      chroma: HeifEnum,
    ): DecodedHeifImage | HeifError;
    heif_image_release(image: HeifImage): void;
  }

  const libheif: Libheif;
  export default libheif;
}
