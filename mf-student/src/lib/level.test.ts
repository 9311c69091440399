import { levelProgress } from './level';

describe('levelProgress', () => {
  it('is 0% at the start of a level', () => {
    expect(levelProgress(0, { min_xp: 0 }, { min_xp: 250 })).toEqual({
      percent: 0,
      remaining: 250,
      into: 0,
      span: 250,
    });
  });

  it('measures the part of the current level done, rounded down', () => {
    const p = levelProgress(500, { min_xp: 250 }, { min_xp: 750 });
    expect(p.percent).toBe(50);
    expect(p.remaining).toBe(250);
    expect(levelProgress(749, { min_xp: 250 }, { min_xp: 750 }).percent).toBe(99);
  });

  it('is full at the top level', () => {
    expect(levelProgress(4200, { min_xp: 3000 }, null)).toMatchObject({
      percent: 100,
      remaining: 0,
    });
  });

  it('clamps odd input', () => {
    expect(levelProgress(-5, { min_xp: 0 }, { min_xp: 250 }).percent).toBe(0);
    expect(levelProgress(900, { min_xp: 250 }, { min_xp: 750 }).percent).toBe(100);
  });
});
