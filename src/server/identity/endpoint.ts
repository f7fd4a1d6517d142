/**
 * The `endpoint` and `route` every route file uses (decision 051): the platform's machinery
 * (src/server/platform/http/endpoint.ts) with identity's guards, one per access level of a
 * contract, and the process's database. It stands where identity does, on the platform and below
 * every wing (decision 069), since the platform imports no guard.
 */
import { getDb } from '../platform/db/client.ts';
import { endpointWith, type AccessGuard } from '../platform/http/endpoint.ts';
import { requireAdmin, requireMember, requireSelfOrAdmin, requireTestAccounts, requireUser } from './guards.ts';
import { requireStaff } from './require-staff.ts';
import type { SessionUser } from './session-tokens.ts';

export { answer, route } from '../platform/http/endpoint.ts';

/** Identity's guard for each access level of a contract. */
export const guard: AccessGuard<SessionUser> = (access, ctx, params) => {
  switch (access) {
    case 'public':
    case 'session-by-type': // the upload's guard depends on its `type`: the handler checks it
      return ctx.locals.user;
    case 'test-accounts':
      requireTestAccounts();
      return ctx.locals.user;
    case 'signed-in':
      return requireUser(ctx);
    case 'member':
      return requireMember(ctx);
    case 'staff':
      return requireStaff(ctx);
    case 'admin':
      return requireAdmin(ctx);
    case 'self-or-admin':
      return requireSelfOrAdmin(ctx, params.id ?? '');
  }
};

export const endpoint = endpointWith({ guard, database: getDb });
