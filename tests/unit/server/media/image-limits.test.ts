import { describe, expect, it } from "vitest";
import { pixelLimitRefusal } from "~server/media/image-limits";

describe("how many pixels an upload may have (pixelLimitRefusal)", () => {
  it("takes phone and camera photos up to 25 megapixels as JPEG or PNG", () => {
    expect(pixelLimitRefusal({ mimeType: "image/jpeg", width: 4000, height: 3000 })).toBeNull();
    // A 24 MP iPhone photo.
    expect(pixelLimitRefusal({ mimeType: "image/jpeg", width: 5712, height: 4284 })).toBeNull();
    expect(pixelLimitRefusal({ mimeType: "image/png", width: 5000, height: 5000 })).toBeNull();
  });

  it("refuses more, saying the image's size, the limit and what to do", () => {
    expect(pixelLimitRefusal({ mimeType: "image/png", width: 10000, height: 10000 })).toBe(
      "This image is 10000 × 10000 pixels (100 megapixels); PNG images can have at most 25 megapixels (for example 6000 × 4000). Make it smaller in an image editor and upload it again.",
    );
    expect(pixelLimitRefusal({ mimeType: "image/jpeg", width: 6250, height: 4001 })).toMatch(
      /6250 × 4001 pixels \(25\.0 megapixels\); JPEG images can have at most 25 megapixels/,
    );
  });

  it("holds WebP, AVIF and GIF, whose encoders keep the whole image, to 4 megapixels and suggests JPEG", () => {
    expect(pixelLimitRefusal({ mimeType: "image/webp", width: 2000, height: 2000 })).toBeNull();
    expect(pixelLimitRefusal({ mimeType: "image/avif", width: 2001, height: 2000 })).toBe(
      "This image is 2001 × 2000 pixels (4.0 megapixels); AVIF images can have at most 4 megapixels (for example 2400 × 1600). Make it smaller in an image editor, or save it as JPEG (up to 25 megapixels), and upload it again.",
    );
  });

  it("counts every frame of an animation", () => {
    expect(pixelLimitRefusal({ mimeType: "image/gif", width: 500, height: 400, frames: 20 })).toBeNull();
    expect(pixelLimitRefusal({ mimeType: "image/gif", width: 500, height: 400, frames: 21 })).toBe(
      "This animation is 500 × 400 pixels with 21 frames (4.2 megapixels in all); GIF and WebP animations can have at most 4 megapixels counting every frame (for example 500 × 400 with 20 frames). Make it smaller or shorter and upload it again.",
    );
  });
});
