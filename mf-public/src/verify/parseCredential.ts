/** Matches the API's body limit: a larger file cannot be a credential it would check. */
export const MAX_CREDENTIAL_BYTES = 1024 * 1024;

export type ParsedCredential =
  | { credential: Record<string, unknown> }
  | { error: 'notJson'; message: string }
  | { error: 'notObject' };

/** Pasted or dropped text → the credential object, or why it is not one (checked before sending). */
export function parseCredential(text: string): ParsedCredential {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { error: 'notJson', message: (err as Error).message };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { error: 'notObject' };
  }
  return { credential: value as Record<string, unknown> };
}
