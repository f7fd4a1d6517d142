/** Admin and responsable: the staff who read applications and write site updates (decision 009). */
import { AppError } from '../platform/http/errors.ts';
import { requireUser } from './guards.ts';
import type { SessionUser } from './session-tokens.ts';

type Ctx = Parameters<typeof requireUser>[0];

export function isStaff(role: unknown): boolean {
  return role === 'admin' || role === 'responsable';
}

export function requireStaff(ctx: Ctx): SessionUser {
  const user = requireUser(ctx);
  if (!isStaff(user.role)) throw new AppError('forbidden');
  return user;
}
