import type { EvaluatorPortfolio } from '@optio/contracts/evaluator';
import { PdfWriter } from '../../../lib/pdf/document';
import { SUBJECT_LABELS } from '../../records';

const fmt = (n: number) => n.toFixed(1);
const DECISIONS: Record<string, string> = {
  satisfactory: 'Satisfactory',
  needs_improvement: 'Needs improvement',
  unsatisfactory: 'Unsatisfactory',
};
const THUMB = 96;
const GAP = 10;

/** Reads a thumbnail of one evidence file (null: not an image or unreadable). */
export type ThumbnailOf = (fileId: string) => Promise<Buffer | null>;

/**
 * Writes the evaluator portfolio as a tagged PDF into a streaming writer: nothing of the
 * document is kept once written, thumbnails are made one at a time, and writing waits for the
 * reader whenever more than 1 MB is unread, so memory stays flat for a year of work.
 */
export async function writePortfolioPdf(
  pdf: PdfWriter,
  p: EvaluatorPortfolio,
  siteName: string,
  thumbnailOf: ThumbnailOf,
): Promise<void> {
  const student = `${p.student.first_name} ${p.student.last_name}`;
  const body = { size: 11 };
  const item = { size: 10, indent: 12 };
  pdf.heading(`${siteName} Evaluator Portfolio`, 1, 20).moveDown(0.3);
  pdf.paragraph(`Student: ${student}`, body);
  pdf.paragraph(`Period: ${p.from} to ${p.to}`, body);
  pdf.paragraph(`Generated: ${p.generated_at.slice(0, 10)}`, body);
  pdf.moveDown(0.6);

  pdf.heading('Learning days and hours', 2, 14).moveDown(0.3);
  pdf.paragraph(`Learning days: ${p.totals.days}`, body);
  pdf.paragraph(`Hours logged: ${fmt(p.totals.hours)}`, body);
  pdf.paragraph(`Tasks completed: ${p.totals.tasks}`, body);
  pdf.moveDown(0.3);
  for (const s of p.subjects) {
    pdf.paragraph(
      `${SUBJECT_LABELS[s.subject]}: ${s.days} days, ${fmt(s.hours)} hours, ${s.tasks} tasks`,
      item,
    );
  }
  pdf.moveDown(0.6);

  pdf.keepSpace(140).heading('Credit summary', 2, 14).moveDown(0.3);
  pdf.paragraph(
    `Credits: ${fmt(p.credits.total_earned)} earned of ${fmt(p.credits.total_required)} required for the diploma`,
    body,
  );
  for (const s of p.credits.subjects) {
    pdf.paragraph(`${SUBJECT_LABELS[s.subject]}: ${fmt(s.earned)} of ${fmt(s.required)}`, item);
  }
  pdf.moveDown(0.6);

  pdf.keepSpace(140).heading('Evaluations', 2, 14).moveDown(0.3);
  if (p.evaluations.length === 0) pdf.paragraph('No evaluation recorded yet', body);
  for (const e of p.evaluations) {
    pdf.keepSpace(100);
    pdf.paragraph(
      `${DECISIONS[e.decision] ?? e.decision} — ${e.evaluator_name} (${e.credential}), ${e.date}`,
      { size: 11, weight: 'bold' },
    );
    pdf.paragraph(`Period evaluated: ${e.from} to ${e.to}`, item);
    if (e.comment) pdf.paragraph(e.comment, item);
  }
  pdf.moveDown(0.6);

  pdf.keepSpace(140).heading('Reading and resources', 2, 14).moveDown(0.3);
  if (p.resources.length === 0) pdf.paragraph('No resources listed', body);
  for (const r of p.resources) pdf.paragraph(`${r.url} — ${r.task}, ${r.date}`, item);
  pdf.moveDown(0.6);

  for (const s of p.subjects) {
    if (s.samples.length === 0) continue;
    pdf.keepSpace(160).heading(`Work samples: ${SUBJECT_LABELS[s.subject]}`, 2, 14).moveDown(0.3);
    for (const w of s.samples) {
      pdf.keepSpace(90);
      const time = w.minutes ? `, ${w.minutes} min` : '';
      const quest = w.quest_title ? ` (${w.quest_title})` : '';
      pdf.paragraph(`${w.date} — ${w.title}${quest}${time}`, { size: 10, weight: 'bold' });
      if (w.confidential) pdf.paragraph('Confidential work: kept within the family', item);
      if (w.text) pdf.paragraph(w.text, item);
      for (const link of w.links) pdf.paragraph(`Link: ${link}`, item);
      let x = 12;
      let rowTop: number | null = null;
      for (const f of w.files) {
        const bytes = f.is_image ? await thumbnailOf(f.id) : null;
        if (!bytes) {
          pdf.paragraph(`File: ${f.name}`, item);
          continue;
        }
        if (rowTop === null || x + THUMB > 504) {
          if (rowTop !== null) pdf.moveTo(rowTop + THUMB + GAP);
          pdf.keepSpace(THUMB + 80);
          rowTop = pdf.y;
          x = 12;
        }
        pdf.image(bytes, { x, y: rowTop }, THUMB, `Work sample image: ${f.name}`);
        x += THUMB + GAP;
      }
      if (rowTop !== null) pdf.moveTo(rowTop + THUMB + GAP);
      pdf.moveDown(0.4);
      await pdf.drain();
    }
  }
}
