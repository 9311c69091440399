import { unlink } from 'node:fs/promises';
import { sharp } from './sharp';
import { sniff } from './sniff';

/** The largest image sharp will decode (a guard against decompression bombs): 100 megapixels. */
const MAX_PIXELS = 100_000_000;

/**
 * Is this upload an image we re-encode? Decided by content (magic bytes), like the sniffer.
 * Truncated uploads are not re-encoded: their caller refuses them as too large.
 */
export function imageKindOf(head: Buffer): 'jpeg' | 'png' | 'gif' | 'webp' | null {
  const type = sniff(head, false);
  switch (type?.kind) {
    case 'jpg':
      return 'jpeg';
    case 'png':
    case 'gif':
    case 'webp':
      return type.kind;
    default:
      return null;
  }
}

/**
 * Decodes the image at `from` and writes a fresh encoding of its pixels to `to`, in the same
 * format, with no metadata at all (sharp keeps none unless asked: no EXIF, GPS, XMP, IPTC or
 * camera serials; the colour profile is converted to sRGB). The EXIF orientation is applied to
 * the pixels first, so photos keep their way up. The source file is always removed.
 * Throws when the bytes cannot be decoded as that image.
 */
export async function reencodeImage(
  from: string,
  to: string,
  kind: 'jpeg' | 'png' | 'gif' | 'webp',
): Promise<void> {
  try {
    const animated = kind === 'gif' || kind === 'webp';
    let image = sharp()(from, { animated, limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if ((meta.pages ?? 1) === 1) image = image.rotate();
    switch (kind) {
      case 'jpeg':
        image = image.jpeg({ quality: 90, mozjpeg: true });
        break;
      case 'png':
        image = image.png();
        break;
      case 'gif':
        image = image.gif();
        break;
      case 'webp':
        image = image.webp({ quality: 90 });
        break;
    }
    await image.toFile(to);
  } finally {
    await unlink(from).catch(() => undefined);
  }
}
