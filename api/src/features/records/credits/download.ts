import type { Queryable } from '../../../db/types';
import { contentDisposition, safeFileName } from '../../../lib/uploads';
import { transcriptPdf } from './pdf';
import { findSiteName } from './store';
import { buildTranscript } from './transcript';

/** The transcript as a PDF download: its bytes and the attachment header. */
export async function transcriptDownload(
  db: Queryable,
  studentId: string,
  now: Date,
): Promise<{ pdf: Buffer; disposition: string }> {
  const transcript = await buildTranscript(db, studentId, now);
  const pdf = await transcriptPdf(transcript, (await findSiteName(db)) || 'Optio');
  const name = safeFileName(
    `transcript-${transcript.student.first_name}-${transcript.student.last_name}`
      .toLowerCase()
      .replace(/[\s/\\:*?"<>|]+/g, '-'),
  );
  return { pdf, disposition: contentDisposition(`${name}.pdf`) };
}
