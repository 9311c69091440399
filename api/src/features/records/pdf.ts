import PDFDocument from 'pdfkit';
import { PILLARS } from '../learning/tables';
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

/** The transcript as a PDF (A4/Letter-neutral margins, standard fonts only). */
export function transcriptPdf(t: Transcript, siteName: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: {
      Title: `Transcript — ${t.student.first_name} ${t.student.last_name}`,
      Author: siteName,
      Subject: 'Academic transcript',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 108;
  doc.font('Helvetica-Bold').fontSize(20).text(`${siteName} Transcript`);
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(11);
  doc.text(`Student: ${t.student.first_name} ${t.student.last_name}`);
  doc.text(`Issued: ${day(t.generated_at)}`);
  doc.text(`Credit rate: ${t.xp_per_credit} XP per credit`);
  doc.text(
    `Credits: ${fmt(t.totals.earned)} earned of ${fmt(t.totals.required)} required for the diploma`,
  );
  doc.text(
    t.diploma.issued_at
      ? `Diploma issued ${day(t.diploma.issued_at)}${t.diploma.accredited ? ' (accredited)' : ''}`
      : 'Diploma: in progress',
  );
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(14).text('Credits by subject');
  doc.moveDown(0.3);
  for (const s of t.subjects) {
    if (doc.y > doc.page.height - 120) doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(
        `${SUBJECT_LABELS[s.subject]}: ${fmt(s.earned)} earned, ${fmt(s.counted)} of ${fmt(s.required)} counted`,
        { width },
      );
    doc.font('Helvetica').fontSize(10);
    if (s.subject === 'electives' && s.counted > s.earned) {
      doc.text(
        `  includes ${fmt(s.counted - s.earned)} from credits beyond other subjects’ requirements`,
      );
    }
    if (s.quests.length === 0) doc.text('  No work yet', { width });
    for (const q of s.quests) {
      doc.text(
        `  ${q.title} — ${q.xp} XP (${fmt(q.credits)} credits), ${day(q.first_at)} to ${day(q.completed_at ?? q.last_at)}${q.completed_at ? ', completed' : ''}`,
        { width },
      );
    }
    doc.moveDown(0.4);
  }

  if (doc.y > doc.page.height - 160) doc.addPage();
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(14).text('XP by pillar');
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(11);
  for (const p of PILLARS) doc.text(`${PILLAR_LABELS[p]}: ${t.pillars[p]} XP`);
  doc.text(`Total: ${t.total_xp} XP`);
  doc.end();
  return done;
}
