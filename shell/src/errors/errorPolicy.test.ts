import { errorScreenPolicy } from './errorPolicy';

describe('error screen policy', () => {
  it.each([
    [1, false, false],
    [2, false, false],
    [3, true, false],
    [4, true, true],
    [9, true, true],
  ])('after %i errors: advise refresh %s, reload on retry %s', (count, advise, reloads) => {
    expect(errorScreenPolicy(count)).toEqual({ adviseRefresh: advise, retryReloads: reloads });
  });
});
