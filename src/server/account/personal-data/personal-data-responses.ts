/** Response bodies of this domain's routes, as the API sends them: its contracts describe them (decision 013). */
import { z } from 'zod';

export const dataExportResponse = z.object({
  id: z.string(),
  status: z.enum(['en_attente', 'prete', 'echec']).describe('`en_attente` queued or being built, `prete` ready to download, `echec` failed (ask again)'),
  requested_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable().describe('The download works once, until then (7 days after ready)'),
  size_bytes: z.number().int().nullable(),
  download_url: z.string().nullable(),
});

const report = z.object({
  files: z.number().int(),
  actions: z.number().int(),
  readings: z.number().int(),
  applications_deleted: z.number().int(),
  applications_kept: z.number().int().describe('Paid applications an invoice refers to, reduced to the accounting facts'),
  invoices_kept: z.number().int(),
  credit_notes_kept: z.number().int(),
  sealed_contracts_kept: z.number().int(),
});

export const exportStatusResponse = z.object({ export: dataExportResponse.nullable() });

export const exportRequestedResponse = z.object({ export: dataExportResponse });

export const erasedResponse = z.object({ erased: z.literal(true), report });
