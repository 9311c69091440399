// The credit settings as GET/PUT /api/admin/credit-settings read and write them, with the
// client-side check that mirrors the API's rules (the API checks again).
import { DEFAULT_CREDIT_SETTINGS, SUBJECTS, type Subject } from '@optio/contracts/roles';
import type { CreditSettings } from '@optio/contracts/records';
export { SUBJECTS };
export type { Subject };

export type { CreditSettings };

export const DEFAULTS: CreditSettings = DEFAULT_CREDIT_SETTINGS;

/** Form values are text; this parses them (NaN when not a number). */
export type CreditForm = { xp_per_credit: string; total_required: string } & Record<
  Subject,
  string
>;

export const toForm = (s: CreditSettings): CreditForm => ({
  xp_per_credit: String(s.xp_per_credit),
  total_required: String(s.total_required),
  ...(Object.fromEntries(SUBJECTS.map((k) => [k, String(s.requirements[k])])) as Record<
    Subject,
    string
  >),
});

const num = (v: string) => (v.trim() === '' ? NaN : Number(v.replace(',', '.')));
const isTenth = (n: number) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9;

export const sumRequirements = (form: CreditForm) =>
  Math.round(SUBJECTS.reduce((a, s) => a + (num(form[s]) || 0) * 10, 0)) / 10;

/** The settings, or per field the i18n key of its message (`errors.*` in admin-credits). */
export function parseForm(
  form: CreditForm,
): { ok: true; value: CreditSettings } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const rate = num(form.xp_per_credit);
  if (!Number.isInteger(rate) || rate < 100 || rate > 100_000) errors.xp_per_credit = 'errors.rate';
  const requirements = {} as Record<Subject, number>;
  for (const s of SUBJECTS) {
    const v = num(form[s]);
    if (!Number.isFinite(v) || v < 0 || v > 20 || !isTenth(v)) errors[s] = 'errors.step';
    requirements[s] = v;
  }
  const total = num(form.total_required);
  const sum = sumRequirements(form);
  if (!Number.isFinite(total) || total < 1 || !isTenth(total))
    errors.total_required = 'errors.totalStep';
  else if (total < sum) errors.total_required = 'errors.totalSum';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { xp_per_credit: rate, total_required: total, requirements } };
}
