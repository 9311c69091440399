import type { Metric, Registry } from 'prom-client';

type Labels = Record<string, string>;

/** One label set's buckets: what a request records into, found once and kept by the caller. */
export class HistogramSeries {
  /** Observations per bucket (not cumulative); the last slot is +Inf. */
  private readonly counts: Float64Array;
  private sum = 0;
  private count = 0;

  constructor(
    readonly labels: Labels,
    private readonly bounds: Float64Array,
  ) {
    this.counts = new Float64Array(bounds.length + 1);
  }

  observe(value: number): void {
    const { bounds } = this;
    let i = 0;
    while (i < bounds.length && value > bounds[i]!) i += 1;
    this.counts[i]! += 1;
    this.sum += value;
    this.count += 1;
  }

  get observed(): boolean {
    return this.count > 0;
  }

  reset(): void {
    this.counts.fill(0);
    this.sum = 0;
    this.count = 0;
  }

  /** prom-client's exposition entries for this series: buckets (cumulative), +Inf, sum, count. */
  entries(name: string, bounds: readonly number[]) {
    const values = [];
    let cumulative = 0;
    for (let i = 0; i < bounds.length; i += 1) {
      cumulative += this.counts[i]!;
      values.push(entry({ le: bounds[i]! }, cumulative, `${name}_bucket`, this.labels, null));
    }
    values.push(entry({ le: '+Inf' }, this.count, `${name}_bucket`, this.labels, null));
    values.push(entry({}, this.sum, `${name}_sum`, this.labels));
    values.push(entry({}, this.count, `${name}_count`, this.labels));
    return values;
  }
}

const entry = (
  labels: Record<string, string | number>,
  value: number,
  metricName: string,
  sharedLabels: Labels,
  // As prom-client: null on bucket lines (exemplars off), absent on the sum and count.
  exemplar?: null,
) => ({ labels, sharedLabels, value, metricName, exemplar });

/**
 * A Prometheus histogram whose label sets are looked up once (`series(labels)`) and then
 * recorded into directly: a few array writes per observation. prom-client's Histogram builds a
 * string key from the labels, a closure and two objects on every `observe` (docs/api/performance.md).
 * What a scrape reads is the same text prom-client's Histogram writes for the same observations
 * (its test compares them), so it registers in a prom-client Registry like any metric.
 */
export class BucketHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly bounds: Float64Array;
  private readonly all = new Map<string, HistogramSeries>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly buckets: readonly number[],
    registry: Registry,
  ) {
    this.bounds = Float64Array.from(buckets);
    // prom-client's registry reads any object with these fields and methods.
    registry.registerMetric(this as unknown as Metric);
  }

  /** The series of a label set, created on first use (at route registration, not per request). */
  series(labels: Labels): HistogramSeries {
    const key = JSON.stringify(Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : 1)));
    let found = this.all.get(key);
    if (!found) {
      found = new HistogramSeries(labels, this.bounds);
      this.all.set(key, found);
    }
    return found;
  }

  /** The shape Registry#metrics() writes out (labels of the series shared by its lines). */
  getForPromString() {
    // As prom-client: a label set appears once it has been observed.
    const values = [...this.all.values()]
      .filter((s) => s.observed)
      .flatMap((s) => s.entries(this.name, this.buckets));
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      values,
      aggregator: this.aggregator,
    };
  }

  /** The shape Registry#getMetricsAsJSON() reads (each line's labels in full). */
  get() {
    const data = this.getForPromString();
    return {
      ...data,
      values: data.values.map(({ labels, sharedLabels, ...rest }) => ({
        ...rest,
        labels: { ...labels, ...sharedLabels },
      })),
    };
  }

  /** Zeroes every series (callers keep theirs). */
  reset(): void {
    for (const s of this.all.values()) s.reset();
  }
}
