import { formatNumber } from '@optio/i18n';

/** A file size in the current language's number format ("1.5 MB" / "1,5 MB"). */
export function formatBytes(bytes: number): string {
  const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
  if (bytes < 1024) return `${formatNumber(bytes)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, oneDecimal)} KB`;
  return `${formatNumber(bytes / (1024 * 1024), oneDecimal)} MB`;
}
