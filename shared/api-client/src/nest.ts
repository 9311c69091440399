export type Nested = { [key: string]: string | Nested };

/** `{ 'auth.required': '…' }` as i18next's nested keys `{ auth: { required: '…' } }`. */
export function nestCatalogue(flat: Record<string, string>): Nested {
  const tree: Nested = {};
  for (const [code, text] of Object.entries(flat)) {
    const parts = code.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Nested;
    node[parts.at(-1)!] = text;
  }
  return tree;
}
