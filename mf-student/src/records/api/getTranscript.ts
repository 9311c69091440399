import { useQuery } from '@tanstack/react-query';
import { api, downloadAuthorized } from '@optio/api-client';
import { recordsKeys } from './keys';
import type { Transcript } from './types';

/** GET /api/records/transcript. */
export const useTranscript = () =>
  useQuery({
    queryKey: recordsKeys.transcript,
    queryFn: ({ signal }) => api.get<Transcript>('/api/records/transcript', { signal }),
  });

/** GET /api/records/transcript.pdf, saved as a file (through the shared 401 refresh). */
export const downloadTranscriptPdf = (fileName: string) =>
  downloadAuthorized('/api/records/transcript.pdf', fileName);
