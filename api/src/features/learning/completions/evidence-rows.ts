import { randomUUID } from 'node:crypto';
import type { UploadedFile } from '../../../lib/uploads';
import type { EvidenceFilesTable, EvidenceTable } from '../tables';

/** What a student sends to complete a task (already checked; files already stored). */
export interface EvidenceInput {
  text: string | null;
  link: string | null;
  confidential: boolean;
  files: UploadedFile[];
  /** Minutes the student says they spent (1..1440), when given. */
  minutes?: number | null;
}

/**
 * The evidence rows of one completion, in the order shown: the text (as the safety screen stored
 * it, held when flagged), the link, then one row per file with its file row.
 */
export function evidenceRows(
  input: EvidenceInput,
  text: { stored: string; held: boolean } | null,
  owner: { taskId: string; studentId: string; at: string },
): { evidence: EvidenceTable[]; files: EvidenceFilesTable[]; textEvidenceId: string | null } {
  const evidence: EvidenceTable[] = [];
  const base = {
    student_task_id: owner.taskId,
    student_id: owner.studentId,
    created_at: owner.at,
    confidential: input.confidential ? 1 : 0,
    text: null,
    url: null,
    safety_hold: 0,
  };
  let textEvidenceId: string | null = null;
  if (input.text && text) {
    textEvidenceId = randomUUID();
    evidence.push({
      ...base,
      id: textEvidenceId,
      kind: 'text',
      text: text.stored,
      position: evidence.length,
      safety_hold: text.held ? 1 : 0,
    });
  }
  if (input.link) {
    evidence.push({
      ...base,
      id: randomUUID(),
      kind: 'link',
      url: input.link,
      position: evidence.length,
    });
  }
  const files = input.files.map((f): EvidenceFilesTable => {
    const row: EvidenceTable = {
      ...base,
      id: randomUUID(),
      kind: 'file',
      position: evidence.length,
    };
    evidence.push(row);
    return {
      id: randomUUID(),
      evidence_id: row.id,
      student_id: owner.studentId,
      storage_key: f.key,
      original_name: f.name,
      mime: f.type.mime,
      size: f.size,
      created_at: owner.at,
    };
  });
  return { evidence, files, textEvidenceId };
}
