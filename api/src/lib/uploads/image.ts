import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { checkUpload, IMAGE_MAX, safeFileName } from './sniff';
import type { UploadStore } from './storage';

export interface StoredImage {
  key: string;
  mime: string;
}

const IMAGE_ONLY = 'The image must be a JPEG, PNG, GIF or WebP file';

/**
 * Reads a multipart body holding exactly one file part named `image` into the upload store,
 * checked by content (images only, at most 10 MB). Anything else is removed again and refused.
 */
export async function readImageUpload(
  request: FastifyRequest,
  store: UploadStore,
): Promise<StoredImage> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the image as multipart/form-data');
  const written: string[] = [];
  let image: StoredImage | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'image' || image) {
        if (part.type === 'file') part.file.resume();
        throw new HttpError(400, 'Send one file in the field "image"', {
          image: 'Send one file in the field "image"',
        });
      }
      const name = safeFileName(part.filename);
      const key = store.newKey();
      written.push(key);
      const info = await store.write(key, part.file, 'image');
      const tooLarge = `The image is too large: images may be at most ${IMAGE_MAX / 1024 / 1024} MB`;
      if (part.file.truncated) throw new HttpError(413, tooLarge, { image: tooLarge });
      const check = checkUpload(name, info);
      if (!check.ok) {
        const message = check.tooLarge ? tooLarge : check.message;
        throw new HttpError(check.tooLarge ? 413 : 400, message, { image: message });
      }
      if (!check.type.mime.startsWith('image/')) {
        throw new HttpError(400, IMAGE_ONLY, { image: IMAGE_ONLY });
      }
      image = { key, mime: check.type.mime };
    }
    if (!image) throw new HttpError(400, 'Choose an image', { image: 'Choose an image' });
    return image;
  } catch (err) {
    await store.remove(written);
    throw err;
  }
}

/** Sends a stored public image (badge art, the site logo); 404 when the file is gone. */
export async function sendImage(
  reply: FastifyReply,
  store: UploadStore,
  image: StoredImage,
): Promise<FastifyReply> {
  const opened = await store.open(image.key);
  if (!opened) throw new HttpError(404, 'Image not found');
  const { size, stream } = opened;
  return (
    reply
      .header('Content-Type', image.mime)
      .header('Content-Length', String(size))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'")
      // The key changes with every upload, so a URL always names the same bytes.
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(stream as never)
  );
}
