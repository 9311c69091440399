import type { Queryable } from '../../../db/types';
import type { Log } from '../../../lib/log';
import { PdfWriter } from '../../../lib/pdf/document';
import { contentDisposition, safeFileName, type UploadStore } from '../../../lib/uploads';
import { writePortfolioPdf } from './pdf';
import { buildPortfolio } from './service';
import { findShareableFile, findSiteName } from './store';
import { thumbnail } from './thumbnail';

/**
 * The evaluator portfolio as a streamed PDF download: the data is read first (so a refusal is
 * still a JSON error), then the document is written into the stream while it is sent.
 */
export async function portfolioDownload(
  db: Queryable,
  store: UploadStore,
  log: Log,
  studentId: string,
  range: { from: string; to: string },
  now: Date,
): Promise<{ stream: NodeJS.ReadableStream; disposition: string }> {
  const portfolio = await buildPortfolio(db, studentId, range, now);
  const siteName = (await findSiteName(db))?.value || 'Optio';
  const student = `${portfolio.student.first_name} ${portfolio.student.last_name}`;
  const pdf = new PdfWriter(
    {
      title: `Evaluator portfolio — ${student}`,
      lang: 'en-US',
      author: siteName,
      subject: `Evaluator portfolio ${range.from} to ${range.to}`,
    },
    { stream: true },
  );
  const thumbnailOf = async (fileId: string) => {
    const file = await findShareableFile(db, studentId, fileId);
    return file ? thumbnail(store, file.storage_key) : null;
  };
  void writePortfolioPdf(pdf, portfolio, siteName, thumbnailOf)
    .then(() => pdf.finish())
    .catch((err: unknown) => {
      log.error({ err }, 'evaluator portfolio PDF failed');
      (pdf.readable as unknown as { destroy(e?: Error): void }).destroy(err as Error);
    });
  const name = safeFileName(
    `portfolio-${portfolio.student.first_name}-${portfolio.student.last_name}-${range.from}-${range.to}`
      .toLowerCase()
      .replace(/[\s/\\:*?"<>|]+/g, '-'),
  );
  return { stream: pdf.readable, disposition: contentDisposition(`${name}.pdf`) };
}
