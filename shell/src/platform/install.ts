import { registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import { federationErrorCode, RemoteLoadError } from '../remotes/loadRemoteApp';
import { SHELL_VERSION } from './buildInfo';
import { CountedErrors, runtimeReportingPlugin } from './reportingPlugin';
import { createReportSender, postBatch } from './reportSender';
import { RuntimeReport } from './runtimeReport';

const report = new RuntimeReport();
const counted = new CountedErrors();
const sender = createReportSender(report, (batch, unloading) => void postBatch(batch, unloading));
let installed = false;

/**
 * Starts reporting what this page's composition received (docs/architecture.md, "Runtime
 * report"): before the registry's remotes are registered, so every remote's MF instance, created
 * when its remoteEntry runs, picks the plugin up.
 */
export function installRuntimeReporting(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  report.setRemoteVersion('shell', SHELL_VERSION);
  const plugin = runtimeReportingPlugin(report, counted, () => sender.schedule());
  registerGlobalPlugins([plugin]);
  // The shell's own instance exists already (the bundler created it before any of our code).
  registerPlugins([plugin]);
  window.addEventListener('pagehide', () => sender.flush(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sender.flush(true);
  });
}

/**
 * A remote's error boundary contained a failure: counted unless the MF runtime already reported
 * it (a load error reaches both); a render error gets the code RENDER.
 */
export function reportContainment(remote: string, error: unknown): void {
  if (counted.has(error)) return;
  counted.add(error);
  const code =
    error instanceof RemoteLoadError || federationErrorCode(error) !== 'UNKNOWN'
      ? federationErrorCode(error)
      : 'RENDER';
  if (report.error(remote, code)) sender.schedule();
}
