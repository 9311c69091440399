/**
 * Runs a one-shot token call (verify, consent) once per token for the page's lifetime, so React
 * StrictMode's double effects or a remount never spend a single-use token twice.
 */
const calls = new Map<string, Promise<unknown>>();

export function oncePerToken<T>(key: string, run: () => Promise<T>): Promise<T> {
  let call = calls.get(key) as Promise<T> | undefined;
  if (!call) {
    call = run();
    calls.set(key, call);
  }
  return call;
}
