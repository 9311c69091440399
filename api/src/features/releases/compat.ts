import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../../db/types';
import { contractProblems, parseContract, type AppContract } from './contract';
import { ReleaseRefused } from './errors';
import { appFolder, appOfContainer, readBaseRegistry, type PlatformLayout } from './registry';
import { readChannels, type ChannelRow } from './store';

export const CONTRACT_FILE = 'contract.json';

/** The contract.json a build wrote into `dir`; refused when the build wrote none. */
export async function readContractIn(dir: string, app: string): Promise<AppContract> {
  let text: string;
  try {
    text = await readFile(join(dir, CONTRACT_FILE), 'utf8');
  } catch {
    throw new ReleaseRefused(
      `${app} has no ${CONTRACT_FILE} in ${dir}: it was built before contracts existed; rebuild it.`,
    );
  }
  return parseContract(text, join(dir, CONTRACT_FILE));
}

/** The versions of an app visitors may be served: the live one (null: its dist/) and a canary. */
function servedVersions(channel: ChannelRow | undefined): Set<string | null> {
  const served = new Set([channel?.live_version ?? null]);
  if (channel?.canary_version) served.add(channel.canary_version);
  return served;
}

/**
 * Refuses `candidate` (a build or a release of `app` about to be served) when it cannot run with
 * what is served: a remote against every shell version served, the shell against every remote
 * version served (live and canary of each). The modules checked are the ones the registry loads from each remote.
 */
export async function assertCompatible(
  db: Queryable,
  layout: PlatformLayout,
  app: string,
  candidate: AppContract,
): Promise<void> {
  const [registry, channels] = await Promise.all([
    readBaseRegistry(layout.registryFile),
    readChannels(db),
  ]);
  const channelOf = (name: string) => channels.find((c) => c.app === name);
  const modulesOf = (name: string) =>
    registry.remotes
      .filter((entry) => appOfContainer(entry.name) === name)
      .map((entry) => entry.module ?? './App');
  const problems: string[] = [];
  if (app === 'shell') {
    for (const remote of new Set(registry.remotes.map((e) => appOfContainer(e.name)))) {
      for (const version of servedVersions(channelOf(remote))) {
        const contract = await readContractIn(appFolder(layout, remote, version), remote);
        problems.push(...contractProblems(candidate, contract, modulesOf(remote)));
      }
    }
  } else {
    for (const version of servedVersions(channelOf('shell'))) {
      const shell = await readContractIn(appFolder(layout, 'shell', version), 'shell');
      problems.push(...contractProblems(shell, candidate, modulesOf(app)));
    }
  }
  if (problems.length) {
    throw new ReleaseRefused(
      `Refused: ${app} does not fit what is live.\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
}
