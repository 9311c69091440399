import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { mfRemote } from '../registry/mfRemote';
import type { RemoteSpec } from '../registry/types';

/** A remote whose server accepts the connection but never answers must not spin forever. */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly code: string,
    cause: unknown,
  ) {
    super(`Remote ${remote} failed to load (${code})`, { cause });
    this.name = 'RemoteLoadError';
  }
}

/** The MF runtime puts its error code (RUNTIME-003 and so on) in the message. */
export function federationErrorCode(error: unknown): string {
  if (error instanceof RemoteLoadError) return error.code;
  const text =
    error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
  return /RUNTIME-\d{3}/.exec(text)?.[0] ?? (/timed out/i.test(text) ? 'TIMEOUT' : 'UNKNOWN');
}

function withTimeout<T>(promise: Promise<T>, ms: number, remote: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new RemoteLoadError(remote, 'TIMEOUT', new Error(`timed out after ${ms} ms`))),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

type RemoteModule = { default?: ComponentType } | ComponentType | null;

/** Loads a remote's exposed App. `fresh` drops whatever the MF runtime cached for it (a failed
 * manifest or entry), so Try again works without a page reload. */
export async function loadRemoteApp(
  spec: RemoteSpec,
  fresh: boolean,
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
): Promise<{ default: ComponentType }> {
  if (fresh) {
    registerRemotes([mfRemote(spec)], { force: true });
  }
  const id = `${spec.name}/${spec.module.replace(/^\.\//, '')}`;
  try {
    const mod = await withTimeout(loadRemote<RemoteModule>(id), timeoutMs, spec.name);
    const component = mod && typeof mod === 'object' && 'default' in mod ? mod.default : mod;
    if (typeof component !== 'function' && typeof component !== 'object') {
      throw new Error(`${id} does not export a component`);
    }
    return { default: component as ComponentType };
  } catch (error) {
    const code = federationErrorCode(error);
    console.error(`[shell] remote ${spec.name} failed to load: ${code}`, error);
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(spec.name, code, error);
  }
}
