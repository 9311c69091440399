// Rspack's DefinePlugin replaces `process.env.APP_VERSION` with the shell's package version at
// build time (shared/build); the browser has no `process` otherwise.
declare const process: { env: { APP_VERSION?: string } };

export const SHELL_VERSION: string | undefined = process.env.APP_VERSION;
