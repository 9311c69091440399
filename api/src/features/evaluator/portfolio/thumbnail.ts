import sharp from 'sharp';

// Each image is read once: libvips' operation cache would only hold decoded pixels we never reuse.
sharp.cache(false);

/** Thumbnails are at most this many pixels on their longer side. */
export const THUMBNAIL_PX = 240;

/**
 * A small JPEG of a stored image (the stored copy was already re-encoded without metadata).
 * Null when the file cannot be read as an image: the sample then lists the file by name.
 */
export async function thumbnail(path: string): Promise<Buffer | null> {
  try {
    return await sharp(path, { limitInputPixels: 40_000_000 })
      .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 70 })
      .toBuffer();
  } catch {
    return null;
  }
}
