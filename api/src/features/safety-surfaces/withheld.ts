/**
 * The screened text fields of a held item as a parent or observer reads them: null until Optio
 * staff release it. Nothing about why it was held goes with it: possible abuse is never shown to
 * parents (it may be happening at home), so every held item looks the same to them.
 */
export function withheldFromParents<K extends string>(
  fields: Record<K, string | null>,
  held: boolean,
): Record<K, string | null> {
  if (!held) return fields;
  return Object.fromEntries(Object.keys(fields).map((key) => [key, null])) as Record<
    K,
    string | null
  >;
}
