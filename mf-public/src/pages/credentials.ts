// The public portfolio and diploma as the pages show them: views of the answers described in
// @optio/contracts/records, read by tolerant parsers (a response of another shape is treated as
// "not found", never a crash), so each field may be missing where the contract has it required.
import { PILLARS, type Pillar } from '@optio/contracts';
import type {
  PublicDiploma as DiplomaAnswer,
  PublicPortfolio as PortfolioAnswer,
} from '@optio/contracts/records';

type ItemAnswer = PortfolioAnswer['items'][number];
type BadgeAnswer = PortfolioAnswer['badges'][number];
type SubjectAnswer = PortfolioAnswer['credits']['subjects'][number];

/** A pillar the answer lacks is not drawn. */
export type PillarTotals = Partial<PortfolioAnswer['pillars']>;

export type PortfolioItem = Pick<
  ItemAnswer,
  'id' | 'title' | 'description' | 'pillar' | 'evidence_text' | 'files'
> & {
  completed_at: ItemAnswer['completed_at'] | null;
  quest_title?: NonNullable<ItemAnswer['quest_title']>;
};

/** A subject as sent; an unknown one is still shown by its name. */
export type SubjectCredit = Pick<SubjectAnswer, 'earned' | 'required'> & { subject: string };

export type PublicPortfolio = Pick<PortfolioAnswer, 'student' | 'diploma'> & {
  items: PortfolioItem[];
  pillars: PillarTotals;
  badges: (Pick<BadgeAnswer, 'name' | 'identity_statement'> & {
    primary_pillar: Pillar | null;
    claimed_at: BadgeAnswer['claimed_at'] | null;
  })[];
  credits:
    | (Pick<PortfolioAnswer['credits'], 'total' | 'required'> & {
        subjects: SubjectCredit[];
      })
    | null;
};

export type PublicDiploma = Pick<
  DiplomaAnswer,
  'issued_at' | 'accredited' | 'credits_total' | 'portfolio_path'
> & {
  student: Pick<DiplomaAnswer['student'], 'first_name' | 'last_name'>;
  pillars: PillarTotals;
  credits_required: DiplomaAnswer['credits_required'] | null;
  subjects: SubjectCredit[];
};

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const isPillar = (v: unknown): v is Pillar => (PILLARS as readonly unknown[]).includes(v);

function parseStudent(v: unknown): PublicPortfolio['student'] | null {
  if (!isObj(v)) return null;
  const first_name = str(v.first_name);
  if (!first_name) return null;
  const student: PublicPortfolio['student'] = { first_name, last_name: str(v.last_name) };
  if (str(v.bio)) student.bio = str(v.bio);
  return student;
}

function parsePillars(v: unknown): PillarTotals {
  const out: PillarTotals = {};
  if (!isObj(v)) return out;
  for (const pillar of PILLARS) if (typeof v[pillar] === 'number') out[pillar] = num(v[pillar]);
  return out;
}

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** Only paths on this site or http(s) addresses become links. */
const safeUrl = (v: unknown) => {
  const u = str(v);
  return /^\/(?!\/)/.test(u) || /^https?:\/\//i.test(u) ? u : '';
};

function parseItem(v: unknown, index: number): PortfolioItem | null {
  if (!isObj(v) || !str(v.title)) return null;
  const item: PortfolioItem = {
    id: str(v.id) || String(index),
    title: str(v.title),
    description: str(v.description),
    pillar: isPillar(v.pillar) ? v.pillar : null,
    completed_at: str(v.completed_at) || null,
    evidence_text: list(v.evidence_text).map(str).filter(Boolean),
    files: list(v.files)
      .filter(isObj)
      .map((f) => ({ name: str(f.name), mime: str(f.mime), url: safeUrl(f.url) }))
      .filter((f) => f.name && f.url),
  };
  if (str(v.quest_title)) item.quest_title = str(v.quest_title);
  return item;
}

function parseSubjects(v: unknown): SubjectCredit[] {
  return list(v)
    .filter(isObj)
    .map((s) => ({ subject: str(s.subject), earned: num(s.earned), required: num(s.required) }))
    .filter((s) => s.subject);
}

export function parsePortfolio(raw: unknown): PublicPortfolio | null {
  if (!isObj(raw)) return null;
  const student = parseStudent(raw.student);
  if (!student) return null;
  const items = Array.isArray(raw.items)
    ? raw.items.map(parseItem).filter((i): i is PortfolioItem => i !== null)
    : [];
  const credits = isObj(raw.credits)
    ? {
        total: num(raw.credits.total),
        required: num(raw.credits.required),
        subjects: parseSubjects(raw.credits.subjects),
      }
    : null;
  const diploma =
    isObj(raw.diploma) && safeUrl(raw.diploma.path)
      ? {
          issued_at: str(raw.diploma.issued_at) || null,
          accredited: raw.diploma.accredited === true,
          path: safeUrl(raw.diploma.path),
        }
      : null;
  return {
    student,
    items,
    pillars: parsePillars(raw.pillars),
    badges: list(raw.badges)
      .filter(isObj)
      .map((b) => ({
        name: str(b.name),
        identity_statement: str(b.identity_statement),
        primary_pillar: isPillar(b.primary_pillar) ? b.primary_pillar : null,
        claimed_at: str(b.claimed_at) || null,
      }))
      .filter((b) => b.name),
    credits,
    diploma,
  };
}

export function parseDiploma(raw: unknown): PublicDiploma | null {
  if (!isObj(raw)) return null;
  const student = parseStudent(raw.student);
  if (!student) return null;
  return {
    student: { first_name: student.first_name, last_name: student.last_name },
    issued_at: str(raw.issued_at) || null,
    accredited: raw.accredited === true,
    credits_total: num(raw.credits_total),
    pillars: parsePillars(raw.pillars),
    credits_required: typeof raw.credits_required === 'number' ? num(raw.credits_required) : null,
    subjects: parseSubjects(raw.subjects),
    portfolio_path: safeUrl(raw.portfolio_path) || null,
  };
}

export const fullName = (s: { first_name: string; last_name: string }) =>
  [s.first_name, s.last_name].filter(Boolean).join(' ');

export function formatDay(iso: string | null, language: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}
