export interface EvidenceDraft {
  text: string;
  link: string;
  fileCount: number;
}

export type EvidenceError = 'empty' | 'link';

/** At least one of text, link or files; a link must be an http(s) URL. */
export function validateEvidence(draft: EvidenceDraft): EvidenceError | null {
  const text = draft.text.trim();
  const link = draft.link.trim();
  if (!text && !link && draft.fileCount === 0) return 'empty';
  if (link) {
    try {
      const url = new URL(link);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'link';
    } catch {
      return 'link';
    }
  }
  return null;
}
