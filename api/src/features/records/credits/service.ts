import type { Queryable } from '../../../db/types';
import { parseSubjects, PILLARS, type Pillar } from '../../learning';
import { creditReport, xpBySubject, type CreditReport } from '../rules';
import { readCreditSettings } from '../settings/service';
import { listLedgerWithQuests } from './store';

export interface LedgerRow {
  quest_id: string;
  quest_title: string;
  pillar: Pillar;
  xp: number;
  subjects: { subject: string; xp: number }[];
  created_at: string;
}

/** Every XP award of a student with its quest, oldest first. */
export async function loadLedger(db: Queryable, studentId: string): Promise<LedgerRow[]> {
  const rows = await listLedgerWithQuests(db, studentId);
  return rows.map((r) => ({ ...r, xp: Number(r.xp), subjects: parseSubjects(r.subjects) }));
}

export function pillarTotals(ledger: LedgerRow[]): Record<Pillar, number> {
  const out = Object.fromEntries(PILLARS.map((p) => [p, 0])) as Record<Pillar, number>;
  for (const r of ledger) if (r.pillar in out) out[r.pillar] += r.xp;
  return out;
}

export async function loadCredits(
  db: Queryable,
  studentId: string,
): Promise<{ report: CreditReport; ledger: LedgerRow[] }> {
  const [settings, ledger] = await Promise.all([readCreditSettings(db), loadLedger(db, studentId)]);
  return { report: creditReport(xpBySubject(ledger.map((r) => r.subjects)), settings), ledger };
}
