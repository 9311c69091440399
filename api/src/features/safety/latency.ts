import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { screenText } from './index';

export interface Latency {
  messages: number;
  /** Wall-clock time per screening: what a caller waits, machine load included. */
  wall_ms: { p50: number; p99: number; max: number };
  /**
   * The process's CPU time per screening (user + system): the work itself, without the time
   * spent waiting while other processes ran; on a loaded machine the two differ most.
   */
  cpu_ms: { p50: number; p99: number };
  /** The machine's 1-minute load average before and after, and its CPU count. */
  load: { before: number; after: number; cpus: number };
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * Screens every text once untimed (the JIT compiles the per-message path, as in a server that
 * has been up a while), then `rounds` times timed, one message at a time.
 */
export function measureLatency(texts: string[], rounds = 2): Latency {
  const screen = (text: string) => screenText({ text, surface: 'tutor_student' });
  for (const text of texts) screen(text);
  const before = loadavg()[0]!;
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const text of texts) {
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      screen(text);
      wall.push(performance.now() - start);
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  return {
    messages: wall.length,
    wall_ms: {
      p50: round(percentile(wall, 50)),
      p99: round(percentile(wall, 99)),
      max: round(Math.max(...wall)),
    },
    cpu_ms: { p50: round(percentile(cpu, 50)), p99: round(percentile(cpu, 99)) },
    load: { before: round(before), after: round(loadavg()[0]!), cpus: availableParallelism() },
  };
}

export function describeLatency(l: Latency): string {
  return (
    `latency per message over ${l.messages} screenings (after one untimed pass): wall p50 ${l.wall_ms.p50} ms, ` +
    `p99 ${l.wall_ms.p99} ms, max ${l.wall_ms.max} ms; CPU time p50 ${l.cpu_ms.p50} ms, p99 ${l.cpu_ms.p99} ms; ` +
    `load average ${l.load.before} → ${l.load.after} on ${l.load.cpus} CPUs`
  );
}
