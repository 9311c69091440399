/** Dates as the reader's locale writes them (ISO dates are read as UTC days). */
export const formatDate = (iso: string, locale?: string) =>
  new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso).toLocaleDateString(locale, {
    dateStyle: 'medium',
    timeZone: iso.length === 10 ? 'UTC' : undefined,
  });

export const formatDateTime = (iso: string, locale?: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

export const todayIso = () => new Date().toISOString().slice(0, 10);
