/** Credits always show one decimal (2.5, 3.0) so columns line up. */
export const formatCredits = (n: number, language: string) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);

export const formatDay = (iso: string | null, language: string) =>
  iso ? new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)) : '';

export const percent = (part: number, whole: number) =>
  whole <= 0 ? 100 : Math.max(0, Math.min(100, (part / whole) * 100));
