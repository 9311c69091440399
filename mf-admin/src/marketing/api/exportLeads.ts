import { useMutation } from '@tanstack/react-query';
import { getBlob } from '@optio/api-client';
import { filterQuery, type LeadFilters } from './getLeads';

/** GET /api/marketing/leads.csv with the current filter, saved as a file. */
export async function exportLeads(filters: LeadFilters, fileName: string): Promise<void> {
  const blob = await getBlob('/api/marketing/leads.csv', { query: filterQuery(filters) });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const useExportLeads = () =>
  useMutation({
    mutationFn: ({ filters, fileName }: { filters: LeadFilters; fileName: string }) =>
      exportLeads(filters, fileName),
  });
