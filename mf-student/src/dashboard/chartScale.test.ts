import { niceMax, pillarBars } from './chartScale';

describe('niceMax', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(100);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(120)).toBe(200);
    expect(niceMax(230)).toBe(250);
    expect(niceMax(250)).toBe(250);
    expect(niceMax(3100)).toBe(5000);
    expect(niceMax(1000)).toBe(1000);
  });
});

describe('pillarBars', () => {
  it('gives every pillar a bar, scaled to the nice maximum', () => {
    const { max, bars, ticks } = pillarBars({ stem: 200, art: 50 }, 300);
    expect(max).toBe(200);
    expect(bars.map((b) => b.pillar)).toEqual([
      'stem',
      'wellness',
      'communication',
      'civics',
      'art',
    ]);
    expect(bars[0]).toEqual({ pillar: 'stem', value: 200, size: 300 });
    expect(bars[1]!.size).toBe(0);
    expect(bars[4]!.size).toBe(75);
    expect(ticks).toEqual([0, 50, 100, 150, 200]);
  });

  it('draws nothing out of range for negative or missing values', () => {
    const { bars } = pillarBars({ stem: -5 }, 100);
    expect(bars.every((b) => b.size === 0)).toBe(true);
  });
});
