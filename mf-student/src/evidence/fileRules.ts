// Client-side pre-check of evidence files, mirroring the API's rules (docs/api/learning.md):
// images jpg/png/gif/webp up to 10 MB, documents pdf/docx/txt up to 25 MB, at most 5 files.
// The server checks the real type by content; this only saves a doomed upload.
export const MAX_FILES = 5;
export const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 10 * MB;
export const DOCUMENT_MAX_BYTES = 25 * MB;

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'];
const DOCUMENT_EXTENSIONS = ['pdf', 'docx', 'txt'];

const IMAGE_MIMES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const DOCUMENT_MIMES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
];

/** For the file input's `accept`. */
export const ACCEPT = [...IMAGE_EXTENSIONS, ...DOCUMENT_EXTENSIONS].map((e) => `.${e}`).join(',');

export type FileProblem = 'type' | 'imageTooLarge' | 'documentTooLarge' | 'empty';

export interface FileLike {
  name: string;
  size: number;
  type: string;
}

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function fileKind(file: FileLike): 'image' | 'document' | null {
  const ext = extension(file.name);
  const mime = file.type.toLowerCase();
  if (IMAGE_EXTENSIONS.includes(ext) || IMAGE_MIMES.includes(mime)) return 'image';
  if (DOCUMENT_EXTENSIONS.includes(ext) || DOCUMENT_MIMES.includes(mime)) return 'document';
  return null;
}

/** Null when the file may be sent, else why not. */
export function checkFile(file: FileLike): FileProblem | null {
  if (file.size === 0) return 'empty';
  const kind = fileKind(file);
  if (!kind) return 'type';
  if (kind === 'image' && file.size > IMAGE_MAX_BYTES) return 'imageTooLarge';
  if (kind === 'document' && file.size > DOCUMENT_MAX_BYTES) return 'documentTooLarge';
  return null;
}

export interface FileSelection<F extends FileLike> {
  accepted: F[];
  rejected: { file: F; problem: FileProblem | 'tooMany' }[];
}

/** Adds picked files to those already chosen, keeping at most MAX_FILES valid ones. */
export function selectFiles<F extends FileLike>(current: F[], picked: F[]): FileSelection<F> {
  const accepted = [...current];
  const rejected: FileSelection<F>['rejected'] = [];
  for (const file of picked) {
    const problem = checkFile(file);
    if (problem) rejected.push({ file, problem });
    else if (accepted.length >= MAX_FILES) rejected.push({ file, problem: 'tooMany' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
