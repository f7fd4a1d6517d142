/* eslint-disable @typescript-eslint/no-unused-vars -- emptied domain by domain into the contracts, then deleted */
/**
 * Every operation of the HTTP API, described with the zod schemas the routes validate with (the
 * same exported objects the route files import), for /api/openapi.json (decision 013).
 * A query parameter read without zod by its route (a token in a link from an email) is described
 * here. tests/api/openapi.test.ts checks this list against the route files on disk.
 */
import { restoreInput } from '../landings/restore-theme.ts';
import { z } from 'zod';
import type { EndpointContract as Operation, Success } from './contract.ts';
import { takeActionInput, saveActionInput } from '../actions/save-action.ts';
import { listCardsQuery } from '../cards/list-cards.ts';
import { testCardInput } from '../cards/create-test-card.ts';
import { impactQuery } from '../impact/get-impact.ts';
import { readingsInput } from '../impact/record-readings.ts';
import { deleteReadingQuery } from '../impact/delete-reading.ts';
import { aggregateQuery } from '../impact/aggregate-impact.ts';
import { listAccountsQuery } from '../users/test-accounts.ts';
import { profileInput } from '../users/update-profile.ts';
import { accountInput } from '../users/update-account.ts';
import { devLoginInput, testAccountInput } from '../users/dev-accounts.ts';
import { passwordSignInInput } from '../auth/sign-in-with-password.ts';
import { magicLinkInput } from '../auth/magic-link.ts';
import { logoutInput } from '../auth/session-tokens.ts';
import { actionDocumentsQuery } from '../files/action-documents.ts';
import { UPLOAD_TYPES } from '../files/upload-fields.ts';
import { worksheetQuery } from '../worksheets/get-worksheet.ts';
import { createRequestInput, listRequestsQuery, setStatusInput } from '../collaboration/requests.ts';
import { createReplyInput, listRepliesQuery } from '../collaboration/replies.ts';
import { createMatchInput, listMatchesQuery } from '../collaboration/matches.ts';
import { contractQuery } from '../collaboration/contract-view.ts';
import { saveAnswersInput } from '../collaboration/save-answers.ts';
import { contractPdfQuery } from '../collaboration/contract-pdf.ts';
import { verifyPdfQuery, verifyTextInput } from '../collaboration/verify-contract.ts';
import { closeCollaborationInput, signContractInput } from '../collaboration/sign-contract.ts';
import { applicationInput } from '../applications/application-input.ts';
import { listApplicationsQuery } from '../applications/list-applications.ts';
import { closeApplicationInput } from '../applications/close-application.ts';
import { listMembersQuery } from '../members/list-members.ts';
import { changeRoleInput } from '../members/change-role.ts';
import { roleHistoryQuery } from '../members/role-history.ts';
import { checkoutInput, confirmInput } from '../payment/payment-input.ts';
import { listInvoicesQuery } from '../invoices/list-invoices.ts';
import { refundInput } from '../refunds/refund-invoice.ts';
import { listCreditNotesQuery } from '../refunds/list-credit-notes.ts';
import { listSiteUpdatesQuery, siteUpdateInput } from '../site-updates/site-updates.ts';
import { currentMainQuery } from '../landings/list-themes.ts';
import { previewQuery } from '../landings/read-themes.ts';
import { updateThemeInput } from '../landings/update-theme.ts';
import { historyEntry } from '../landings/theme-history.ts';
import { funnelOutput } from '../landings/funnel-stats.ts';
import { reorderInput } from '../landings/reorder-themes.ts';
import { exportInvoicesQuery } from '../invoices/export-invoices-csv.ts';
import { markReadInput } from '../notifications/list-notifications.ts';
import { notificationSettingsInput } from '../notifications/notification-settings.ts';
import * as out from './responses.ts';
import * as notif from './responses-notifications.ts';
import * as personal from './responses-personal-data.ts';
import { deleteAccountInput } from '../personal-data/delete-my-account.ts';
import * as res from './responses-domains.ts';
import * as staff from './responses-staff.ts';

// The localized schemas give the same shape in both languages; the document shows the French one.
const LANG = 'fr' as const;

// Read without zod by its routes: other parameters are ignored, not refused.
const tokenQuery = z.object({ token: z.string().describe('The token from the email link') });
const magicQuery = tokenQuery.extend({ next: z.string().optional().describe('Where to land once signed in (set by the page that asked for the link); anything but a path of this site is ignored (decision 038)') });
const googleCallbackQuery = z.object({ code: z.string().optional().describe('From Google'), state: z.string().optional().describe('From Google: checked against the cookie set at the start') });
// Read without zod by the route: anything but `1` downloads.
// Read by the refund's domain code (src/server/refunds/refund-invoice.ts), which answers 400 idempotency_key_required.
const idempotencyHeader = z.object({ 'Idempotency-Key': z.string().regex(/^[\x21-\x7e]{8,255}$/).describe('Required: one key per refund (a UUID, say); the same key answers the same refund, never a second one') });
const invoicePdfQuery = z.object({ inline: z.literal('1').optional().describe('`1` opens the PDF in the browser (`Content-Disposition: inline`) instead of downloading it') });
// A binary part: OpenAPI 3.1 says `contentMediaType`; `format: binary` is what 3.0 tools read.
const binary = (description: string) => z.string().meta({ format: 'binary', contentMediaType: 'application/octet-stream', description });
// The route reads these fields itself (src/server/files/upload-fields.ts): the parts may come in
// any order; fields sent before the file are checked before it is read.
const uploadBody = z.strictObject({
  type: z.enum(UPLOAD_TYPES).describe('`candidature` needs no session; `gallery` any session; the action types a member'),
  file: binary('The file: a photo (JPEG, PNG, WebP, GIF, AVIF, TIFF; 15 MiB) or, for `action_document`, a PDF or ZIP (25 MiB)'),
  card_id: z.string().max(200).optional().describe('Required for action_image / action_document (card id or slug); refused for the others'),
  checklist_item_id: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/).optional().describe('Action types only: the checklist item this file proves'),
});
const landingUploadBody = z.strictObject({ file: binary('The image (JPEG, PNG, WebP, GIF, AVIF, TIFF; 15 MiB)') });
const pdfFile = (description: string) => z.string().meta({ format: 'binary', contentMediaType: 'application/pdf', description });

const ok = (schema: z.ZodType, description = 'OK', status = 200): Success => ({ status, description, schema });
const pdf: Success = { status: 200, description: 'The PDF document', type: 'application/pdf' };
const redirect = (description: string): Success => ({ status: 303, description, redirect: true });

/** GET /api/notifications takes no parameter and refuses any (strict). */
const noNotificationQuery = z.strictObject({});

export const OPERATIONS: Operation[] = [
  // operations
  // sign-in
  // users
  // personal data (decision 026)
  // cards, actions, levels, parcours
  // impact
  // files
  // collaboration
  // notifications (decision 016)
  // applications, payment, invoices, site updates
  // landings
];
