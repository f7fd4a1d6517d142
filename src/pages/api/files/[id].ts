import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as serveFileContract } from '#server/learning/uploads/serve-file.contract.ts';
import { fileResponse, findReadableUpload } from '#server/learning/uploads/serve-file.ts';

/** A stored file: owner, admin and responsable only (404 for anyone else); ETag and 304. */
export const { GET, ALL } = route(
  endpoint(serveFileContract, async ({ ctx, user, params, db }) => {
    const row = await findReadableUpload(db, user, params.id);
    return fileResponse(row, ctx.request.headers.get('if-none-match'));
  }),
);
