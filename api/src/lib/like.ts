/** A case-insensitive `like` pattern matching `search` anywhere, with `\` escaping its wildcards. */
export const containsPattern = (search: string) =>
  `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
