/**
 * Upload handling shared by every feature that accepts files: multipart parsing, content sniffing,
 * image cleaning, private storage, the per-user quota and streaming a stored file back.
 */
export {
  drainUpload,
  isWebLink,
  readSingleFileForm,
  readUploadForm,
  throwFormErrors,
} from './form';
export type { UploadedFile, UploadForm, UploadFormSpec } from './form';
export { readImageUpload, sendImage, type StoredImage } from './image';
export { registerUploadParsing } from './multipart';
export {
  assertQuota,
  assertQuotaInTransaction,
  DEFAULT_UPLOAD_QUOTA_MB,
  storageUsed,
  UPLOAD_QUOTA_KEY,
  uploadQuotaMb,
} from './quota';
export { sendStored, type StoredFile } from './send-stored';
export {
  ALLOWED_EXTENSIONS,
  checkUpload,
  contentDisposition,
  DOCUMENT_MAX,
  extensionOf,
  IMAGE_MAX,
  safeFileName,
  sniff,
  type SniffedType,
} from './sniff';
export { UploadStore } from './storage';
