import type { UploadStore } from '../../../lib/uploads';
import { sharp } from '../../../lib/uploads/sharp';

/** Thumbnails are at most this many pixels on their longer side. */
export const THUMBNAIL_PX = 240;

/**
 * A small JPEG of a stored image (the stored copy was already re-encoded without metadata).
 * Null when the file cannot be read as an image: the sample then lists the file by name.
 */
export async function thumbnail(store: UploadStore, key: string): Promise<Buffer | null> {
  try {
    const opened = await store.open(key);
    if (!opened) return null;
    // Streamed from local disk or the bucket alike (the stored image is at most the upload limit).
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    return await sharp()(Buffer.concat(chunks), { limitInputPixels: 40_000_000 })
      .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 70 })
      .toBuffer();
  } catch {
    return null;
  }
}
