import { PdfWriter } from '../../../lib/pdf/document';
import { PILLARS } from '../../learning';
import { SUBJECT_LABELS, type Transcript } from './transcript';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');
const fmt = (n: number) => n.toFixed(1);
const PILLAR_LABELS: Record<string, string> = {
  stem: 'STEM',
  wellness: 'Wellness',
  communication: 'Communication',
  civics: 'Civics',
  art: 'Art',
};

/** The transcript as a tagged PDF with embedded Unicode fonts (any name renders). */
export function transcriptPdf(t: Transcript, siteName: string): Promise<Buffer> {
  const student = `${t.student.first_name} ${t.student.last_name}`;
  const pdf = new PdfWriter({
    title: `Transcript — ${student}`,
    lang: 'en-US',
    author: siteName,
    subject: 'Academic transcript',
  });

  pdf.heading(`${siteName} Transcript`, 1, 20).moveDown(0.3);
  const body = { size: 11 };
  pdf.paragraph(`Student: ${student}`, body);
  pdf.paragraph(`Issued: ${day(t.generated_at)}`, body);
  pdf.paragraph(`Credit rate: ${t.xp_per_credit} XP per credit`, body);
  pdf.paragraph(
    `Credits: ${fmt(t.totals.earned)} earned of ${fmt(t.totals.required)} required for the diploma`,
    body,
  );
  pdf.paragraph(
    t.diploma.issued_at
      ? `Diploma issued ${day(t.diploma.issued_at)}${t.diploma.accredited ? ' (accredited)' : ''}${
          t.diploma.signed_off_by
            ? `, signed off by ${t.diploma.signed_off_by.name} (${t.diploma.signed_off_by.role})`
            : ''
        }`
      : 'Diploma: in progress',
    body,
  );
  pdf.moveDown(1);

  pdf.heading('Credits by subject', 2, 14).moveDown(0.3);
  const item = { size: 10, indent: 12 };
  for (const s of t.subjects) {
    pdf.keepSpace(120);
    pdf.paragraph(
      `${SUBJECT_LABELS[s.subject]}: ${fmt(s.earned)} earned, ${fmt(s.counted)} of ${fmt(s.required)} counted`,
      { size: 11, weight: 'bold' },
    );
    if (s.subject === 'electives' && s.counted > s.earned) {
      pdf.paragraph(
        `includes ${fmt(s.counted - s.earned)} from credits beyond other subjects’ requirements`,
        item,
      );
    }
    if (s.quests.length === 0) pdf.paragraph('No work yet', item);
    for (const q of s.quests) {
      pdf.paragraph(
        `${q.title} — ${q.xp} XP (${fmt(q.credits)} credits), ${day(q.first_at)} to ${day(q.completed_at ?? q.last_at)}${q.completed_at ? ', completed' : ''}`,
        item,
      );
      for (const task of q.tasks) {
        const reviewed = task.reviewed_by
          ? `reviewed by ${task.reviewed_by.name} (${task.reviewed_by.role}) on ${day(task.reviewed_by.reviewed_at)}`
          : 'catalogue task';
        pdf.paragraph(
          `${task.title}, ${day(task.completed_at)}: ${reviewed}; evidence in the portfolio`,
          { size: 9, indent: 24 },
        );
      }
    }
    pdf.moveDown(0.4);
  }

  pdf.keepSpace(160).moveDown(0.5);
  pdf.heading('XP by pillar', 2, 14).moveDown(0.3);
  for (const p of PILLARS) pdf.paragraph(`${PILLAR_LABELS[p]}: ${t.pillars[p]} XP`, body);
  pdf.paragraph(`Total: ${t.total_xp} XP`, body);
  return pdf.finish();
}
