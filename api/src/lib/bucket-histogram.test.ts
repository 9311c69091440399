import { Histogram, Registry } from 'prom-client';
import { BucketHistogram } from './bucket-histogram';

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
// On a bound, between bounds, below the first, above the last (+Inf only), and zero.
const OBSERVED: [string, number][] = [
  ['/api/auth/me', 0.0004],
  ['/api/auth/me', 0.001],
  ['/api/auth/me', 0.0031],
  ['/api/health', 7.5],
  ['/api/auth/me', 0.2],
  ['/api/health', 0],
  ['/api/health', 0.05],
];

function withPromClient(): Registry {
  const registry = new Registry();
  const histogram = new Histogram({
    name: 'optio_http_request_duration_seconds',
    help: 'Time to answer',
    labelNames: ['method', 'route'],
    buckets: BUCKETS,
    registers: [registry],
  });
  for (const [route, seconds] of OBSERVED) histogram.observe({ method: 'GET', route }, seconds);
  return registry;
}

function withBuckets(): { registry: Registry; histogram: BucketHistogram } {
  const registry = new Registry();
  const histogram = new BucketHistogram(
    'optio_http_request_duration_seconds',
    'Time to answer',
    BUCKETS,
    registry,
  );
  // Looked up once, as a route does when it is registered; a series never observed stays out.
  histogram.series({ method: 'POST', route: '/api/auth/login' });
  for (const [route, seconds] of OBSERVED)
    histogram.series({ method: 'GET', route }).observe(seconds);
  return { registry, histogram };
}

describe('BucketHistogram', () => {
  it("is scraped as exactly the text prom-client's Histogram writes for the same observations", async () => {
    const expected = await withPromClient().metrics();
    expect(expected).toContain('le="+Inf",method="GET",route="/api/health"} 3');
    expect(await withBuckets().registry.metrics()).toBe(expected);
  });

  it('reads as the same JSON too', async () => {
    const expected = await withPromClient().getMetricsAsJSON();
    expect(await withBuckets().registry.getMetricsAsJSON()).toEqual(expected);
  });

  it('gives one series per label set, whatever the order of the labels', () => {
    const { histogram } = withBuckets();
    expect(histogram.series({ route: '/api/health', method: 'GET' })).toBe(
      histogram.series({ method: 'GET', route: '/api/health' }),
    );
  });

  it('zeroes every series on reset, and the series held by callers keep counting', async () => {
    const { registry, histogram } = withBuckets();
    const held = histogram.series({ method: 'GET', route: '/api/health' });
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain('_count');
    held.observe(0.002);
    expect(await registry.metrics()).toContain(
      'optio_http_request_duration_seconds_count{method="GET",route="/api/health"} 1',
    );
  });
});
