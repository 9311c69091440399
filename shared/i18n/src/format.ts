import { currentLanguage } from './instance';

type DateInput = Date | string | number;

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** BCP 47 tags Intl formats with: Spanish dates read "24 nov 2026", English "Nov 24, 2026". */
const INTL_LOCALES = { en: 'en-US', es: 'es-ES' } as const;

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: 'date' | 'number',
  options: object,
  make: (locale: string) => T,
): T {
  const locale = INTL_LOCALES[currentLanguage()];
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make(locale);
    cache.set(key, format);
  }
  return format;
}

const DATE_DEFAULT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
};

/** A calendar date in the current language; an unreadable value comes back as given. */
export function formatDate(
  value: DateInput,
  options: Intl.DateTimeFormatOptions = DATE_DEFAULT,
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return cached('date', options, (l) => new Intl.DateTimeFormat(l, options)).format(date);
}

/** A date with its time of day, in the current language. */
export function formatDateTime(
  value: DateInput,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return formatDate(value, options);
}

/** A number in the current language ("1,234.5" in English, "1234,5" in Spanish). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached('number', options, (l) => new Intl.NumberFormat(l, options)).format(value);
}

/** A share from 0 to 1 as a percentage in the current language ("45%" / "45 %"). */
export function formatPercent(share: number, maximumFractionDigits = 0): string {
  return formatNumber(share, { style: 'percent', maximumFractionDigits });
}
