import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { federationErrorCode } from '../remotes/loadRemoteApp';
import type { RuntimeReport } from './runtimeReport';

/** Errors already counted, so the error boundary that contains the same failure skips it. */
export class CountedErrors {
  private readonly counted = new WeakSet<object>();

  add(error: unknown): void {
    if (error && typeof error === 'object') this.counted.add(error);
  }

  /** Whether this error, or one it wraps (`cause`), was counted. */
  has(error: unknown): boolean {
    for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
      if (this.counted.has(e)) return true;
      e = (e as { cause?: unknown }).cause;
    }
    return false;
  }
}

/** The remote an MF request id (`mf_student/App`) names. */
export const remoteOfId = (id: string) => id.split('/')[0] ?? id;

/**
 * Registered globally, so it runs in the shell's MF instance and in every remote's (each
 * remoteEntry creates its own): the remote instances report the shared versions they received,
 * the shell's the manifests it read (their build versions) and the remotes that failed to load.
 * It observes only: every hook hands back what it was given, and a load error still throws.
 */
export function runtimeReportingPlugin(
  report: RuntimeReport,
  counted: CountedErrors,
  onNews: () => void,
): ModuleFederationRuntimePlugin {
  const contain = (remote: string, error: unknown) => {
    if (counted.has(error)) return;
    counted.add(error);
    if (report.error(remote, federationErrorCode(error))) onNews();
  };
  return {
    name: 'optio-runtime-report',
    afterLoadSnapshot(args) {
      const version = (args.remoteSnapshot as { version?: unknown }).version;
      report.setRemoteVersion(
        args.moduleInfo.name,
        typeof version === 'string' ? version : undefined,
      );
      return args;
    },
    afterLoadShare(args) {
      if (report.share(args.origin.options.name, args.pkgName, args.selectedShared?.version)) {
        onNews();
      }
    },
    errorLoadShare(args) {
      if (args.error !== undefined) contain(args.origin.options.name, args.error);
    },
    async errorLoadRemote(args) {
      // The runtime also calls this hook on the way (a manifest fetch that failed, lifecycle
      // `afterResolve`); the failure the page is contained from ends the load (`onLoad`).
      if (args.lifecycle === 'onLoad' || args.lifecycle === 'beforeRequest') {
        contain(args.remote?.name ?? remoteOfId(args.id), args.error);
      }
      // Nothing to fall back to: the runtime rethrows, and the remote's boundary contains it.
      return undefined;
    },
  };
}
