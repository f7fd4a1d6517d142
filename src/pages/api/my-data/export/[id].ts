import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as downloadExportContract } from '#server/account/personal-data/download-export.contract.ts';
import { downloadExport } from '#server/account/personal-data/exports.ts';

/** The ZIP of a ready export, once, to its member signed in; 404 for anyone else, used or expired. */
export const { GET, ALL } = route(endpoint(downloadExportContract, async ({ user, params, db }) => downloadExport(db, user.id, params.id)));
