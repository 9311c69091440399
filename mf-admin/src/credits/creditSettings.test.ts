import { DEFAULTS, parseForm, sumRequirements, toForm } from './creditSettings';

describe('credit settings form', () => {
  it('round-trips the defaults', () => {
    const parsed = parseForm(toForm(DEFAULTS));
    expect(parsed).toEqual({ ok: true, value: DEFAULTS });
    expect(sumRequirements(toForm(DEFAULTS))).toBe(23.5);
  });

  it('refuses a bad rate, steps below 0.1 and a total below the subjects', () => {
    const form = { ...toForm(DEFAULTS), xp_per_credit: '12.5', math: '1.25', total_required: '10' };
    const parsed = parseForm(form);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(['math', 'total_required', 'xp_per_credit']);
  });

  it('accepts a decimal comma', () => {
    const parsed = parseForm({ ...toForm(DEFAULTS), math: '3,5', total_required: '24,5' });
    expect(parsed.ok && parsed.value.requirements.math).toBe(3.5);
  });
});
