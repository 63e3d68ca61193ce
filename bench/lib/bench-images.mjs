// Makes the media bench's images (bench/lib/media-upload.mjs) in a process of its own, so that the
// bench's process never maps sharp's libraries: the server's image worker would share those pages
// with it, and its own memory would look smaller than on a real server.
// Usage: node bench/lib/bench-images.mjs '<JSON list of images>' <folder>
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const [specs, folder] = [JSON.parse(process.argv[2]), process.argv[3]];
for (const { name, width, height, channels = 3, noise = false, orientation, format, quality } of specs) {
  let image = sharp({
    create: {
      width,
      height,
      channels,
      background: channels === 4 ? "#3a7c" : "#3a7",
      // Noise compresses like a detailed photo; a flat colour takes a few bytes however many pixels.
      ...(noise ? { noise: { type: "gaussian", mean: 128, sigma: 36 } } : {}),
    },
  });
  if (orientation) image = image.withMetadata({ orientation });
  fs.writeFileSync(path.join(folder, name), await image.toFormat(format, quality ? { quality } : {}).toBuffer());
}
