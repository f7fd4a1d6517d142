import { type EndpointContract } from '#server/platform/http/contract.ts';

export const contract = {
  method: 'delete',
  path: '/api/site-updates/{id}',
  tag: 'applications',
  summary: 'Delete a site update (staff)',
  access: 'staff',
  success: [{ status: 204, description: 'Deleted' }],
  errors: ['site_update_not_found'],
} as const satisfies EndpointContract;
