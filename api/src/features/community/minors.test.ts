import { ageBand, isMinor } from './minors';

const now = new Date('2026-05-14T12:00:00Z');
const student = (date_of_birth: string | null) => ({ role: 'student', date_of_birth });

describe('age bands for the minors rules', () => {
  it('places students by their age today', () => {
    expect(ageBand(student('2014-05-15'), now)).toBe('under_13');
    expect(ageBand(student('2013-05-14'), now)).toBe('teen');
    expect(ageBand(student('2008-05-15'), now)).toBe('teen');
    expect(ageBand(student('2008-05-14'), now)).toBe('adult');
  });

  it('counts every other role, and a student without a usable date of birth, as an adult', () => {
    expect(ageBand({ role: 'parent', date_of_birth: '2015-01-01' }, now)).toBe('adult');
    expect(ageBand(student(null), now)).toBe('adult');
    expect(ageBand(student('not-a-date'), now)).toBe('adult');
  });

  it('calls under-13s and teens minors', () => {
    expect(isMinor('under_13')).toBe(true);
    expect(isMinor('teen')).toBe(true);
    expect(isMinor('adult')).toBe(false);
    expect(isMinor(undefined)).toBe(false);
  });
});
