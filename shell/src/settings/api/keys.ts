// Query keys of the shell's own calls. mf-admin invalidates `settings` after a change, so the
// top bar shows a new name or logo at once.
export const shellKeys = {
  settings: ['settings'] as const,
};
