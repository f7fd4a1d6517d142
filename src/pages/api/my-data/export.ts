import { answer, endpoint, route } from '#server/identity/endpoint.ts';
import { contract as getExportContract } from '#server/account/personal-data/get-export.contract.ts';
import { contract as requestExportContract } from '#server/account/personal-data/request-export.contract.ts';
import { currentExport, requestExport } from '#server/account/personal-data/exports.ts';
import { kickExports } from '#server/account/personal-data/export-job.ts';

/**
 * "Download my data" (decision 026): GET the current export's status; POST asks for one (202
 * queued, built in the background and announced by email; 200 with the existing one's status
 * while one is queued or ready).
 */
export const { GET, POST, ALL } = route(
  endpoint(getExportContract, async ({ user, db }) => ({ export: await currentExport(db, user.id) })),
  endpoint(requestExportContract, async ({ user, lang, db }) => {
    const result = await requestExport(db, user.id, lang);
    if (!result.created) return { export: result.export };
    void kickExports();
    return answer({ export: result.export }, 202);
  }),
);
