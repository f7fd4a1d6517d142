import type { SessionUser } from './session-tokens.ts';
import type { ResponseOf } from '../platform/http/contract.ts';
import type { profileResponse, userResponse } from './user-responses.ts';

/** The account as the API shows it: never the password hash or provider ids. */
export function serializeUser(user: SessionUser) {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role,
    lang: user.lang as ResponseOf<typeof userResponse>['lang'],
    is_test_account: user.isTestAccount,
  } satisfies ResponseOf<typeof userResponse>;
}

export function serializeProfile(user: SessionUser) {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    brand: user.brand,
    trade: user.trade,
    bio: user.bio,
    city: user.city,
    phone: user.phone,
    website: user.website,
    gallery: user.gallery,
    portfolio_links: user.portfolioLinks,
    updated_at: user.updatedAt,
  } satisfies ResponseOf<typeof profileResponse>;
}
