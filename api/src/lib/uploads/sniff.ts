/**
 * File type by content (magic bytes), never by name or the client's declared type. Small and
 * dependency-free on purpose (the file-type package is ESM only, which jest here cannot load).
 */
export interface SniffedType {
  kind: 'jpg' | 'png' | 'gif' | 'webp' | 'pdf' | 'docx' | 'txt';
  mime: string;
  label: string;
  /** File name extensions that may carry this type. */
  extensions: string[];
  maxBytes: number;
}

const MB = 1024 * 1024;
export const IMAGE_MAX = 10 * MB;
export const DOCUMENT_MAX = 25 * MB;

const TYPES: Record<SniffedType['kind'], SniffedType> = {
  jpg: {
    kind: 'jpg',
    mime: 'image/jpeg',
    label: 'a JPEG image',
    extensions: ['jpg', 'jpeg'],
    maxBytes: IMAGE_MAX,
  },
  png: {
    kind: 'png',
    mime: 'image/png',
    label: 'a PNG image',
    extensions: ['png'],
    maxBytes: IMAGE_MAX,
  },
  gif: {
    kind: 'gif',
    mime: 'image/gif',
    label: 'a GIF image',
    extensions: ['gif'],
    maxBytes: IMAGE_MAX,
  },
  webp: {
    kind: 'webp',
    mime: 'image/webp',
    label: 'a WebP image',
    extensions: ['webp'],
    maxBytes: IMAGE_MAX,
  },
  pdf: {
    kind: 'pdf',
    mime: 'application/pdf',
    label: 'a PDF document',
    extensions: ['pdf'],
    maxBytes: DOCUMENT_MAX,
  },
  docx: {
    kind: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'a Word document',
    extensions: ['docx'],
    maxBytes: DOCUMENT_MAX,
  },
  txt: {
    kind: 'txt',
    mime: 'text/plain; charset=utf-8',
    label: 'a text file',
    extensions: ['txt'],
    maxBytes: DOCUMENT_MAX,
  },
};

export const ALLOWED_EXTENSIONS = Object.values(TYPES).flatMap((t) => t.extensions);

const startsWith = (buf: Buffer, bytes: number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** Incremental check that a stream is UTF-8 text without NUL bytes (fed chunk by chunk). */
export class TextCheck {
  private decoder = new TextDecoder('utf-8', { fatal: true });
  ok = true;

  push(chunk: Buffer): void {
    if (!this.ok) return;
    if (chunk.includes(0)) {
      this.ok = false;
      return;
    }
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      this.ok = false;
    }
  }

  end(): boolean {
    if (this.ok) {
      try {
        this.decoder.decode();
      } catch {
        this.ok = false;
      }
    }
    return this.ok;
  }
}

/** How many leading bytes the sniffer looks at (a docx names its parts near the start). */
export const HEAD_BYTES = 256 * 1024;

/**
 * The type of the content, or null when it is none of the allowed types. `head` is the start of
 * the file (at least HEAD_BYTES when the file is longer); `isText` whether the whole file is UTF-8
 * without NUL bytes.
 */
export function sniff(head: Buffer, isText: boolean): SniffedType | null {
  if (head.length === 0) return null;
  const buf = head;
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return TYPES.png;
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return TYPES.jpg;
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) return TYPES.gif;
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return TYPES.webp;
  if (startsWith(buf, ascii('%PDF-'))) return TYPES.pdf;
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) {
    // An OOXML package: a zip whose entries name [Content_Types].xml and the word/ part.
    const text = buf.subarray(0, HEAD_BYTES).toString('latin1');
    if (text.includes('[Content_Types].xml') && text.includes('word/')) return TYPES.docx;
    return null;
  }
  if (isText) return TYPES.txt;
  return null;
}

/** The extension of a file name, lower case, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const i = name.lastIndexOf('.');
  return i > 0 ? name.slice(i + 1).toLowerCase() : '';
}

/** Checks one upload: content type, name/content agreement and the per-type size limit. */
export function checkUpload(
  name: string,
  file: { head: Buffer; isText: boolean; size: number },
): { ok: true; type: SniffedType } | { ok: false; message: string; tooLarge?: boolean } {
  const type = sniff(file.head, file.isText);
  if (!type) {
    return {
      ok: false,
      message: `"${name}" is not an allowed file type (images: jpg, png, gif, webp; documents: pdf, docx, txt)`,
    };
  }
  const ext = extensionOf(name);
  if (!type.extensions.includes(ext)) {
    return {
      ok: false,
      message: ALLOWED_EXTENSIONS.includes(ext)
        ? `"${name}" is named .${ext} but its content is ${type.label}`
        : `"${name}" must end in .${type.extensions[0]} (its content is ${type.label})`,
    };
  }
  if (file.size > type.maxBytes) {
    return {
      ok: false,
      tooLarge: true,
      message: `"${name}" is too large: ${type.maxBytes === IMAGE_MAX ? 'images' : 'documents'} may be at most ${type.maxBytes / MB} MB`,
    };
  }
  return { ok: true, type };
}

/** A display name safe to store and echo: no path, no control characters, bounded length. */
export function safeFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(-200);
  return clean || 'file';
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
