import type { PlatformEventsBatch } from '@optio/contracts/platform-runtime-format';
import { createReportSender, FLUSH_DELAY_MS } from './reportSender';
import { RuntimeReport } from './runtimeReport';

function fakeTimers() {
  const waiting: { run: () => void; ms: number }[] = [];
  return {
    waiting,
    set: (run: () => void, ms: number) => {
      const handle = { run, ms };
      waiting.push(handle);
      return handle;
    },
    clear: (handle: unknown) => {
      const i = waiting.indexOf(handle as (typeof waiting)[number]);
      if (i >= 0) waiting.splice(i, 1);
    },
    fire: () => waiting.splice(0).forEach((h) => h.run()),
  };
}

describe('sending the runtime report', () => {
  it('sends everything observed during the wait in one batch', () => {
    const report = new RuntimeReport();
    const timers = fakeTimers();
    const sent: [PlatformEventsBatch, boolean][] = [];
    const sender = createReportSender(report, (b, unloading) => sent.push([b, unloading]), timers);
    report.share('mf_a', 'react', '19.0.0');
    sender.schedule();
    report.share('mf_a', 'react-dom', '19.0.0');
    sender.schedule();
    expect(timers.waiting.map((w) => w.ms)).toEqual([FLUSH_DELAY_MS]);
    expect(sent).toEqual([]);
    timers.fire();
    expect(sent).toHaveLength(1);
    expect(sent[0]![0].shared.map((s) => s.package)).toEqual(['react', 'react-dom']);
    expect(sent[0]![1]).toBe(false);
  });

  it('sends at once when the page goes away, and nothing when nothing is pending', () => {
    const report = new RuntimeReport();
    const timers = fakeTimers();
    const sent: [PlatformEventsBatch, boolean][] = [];
    const sender = createReportSender(report, (b, unloading) => sent.push([b, unloading]), timers);
    sender.flush(true);
    expect(sent).toEqual([]);
    report.error('mf_a', 'RUNTIME-003');
    sender.schedule();
    sender.flush(true);
    expect(timers.waiting).toEqual([]);
    expect(sent).toEqual([
      [
        {
          shared: [],
          errors: [{ remote: 'mf_a', remote_version: 'unknown', code: 'RUNTIME-003', count: 1 }],
        },
        true,
      ],
    ]);
  });
});
