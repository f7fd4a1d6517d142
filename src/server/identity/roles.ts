/** The four roles that exist (decision 005). Any other string, `membre` included, grants nothing. */
export const ROLES = ['admin', 'responsable', 'client_essentiel', 'client_premium'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isMember(role: unknown): boolean {
  return isRole(role);
}

export function isAdmin(role: unknown): boolean {
  return role === 'admin';
}
