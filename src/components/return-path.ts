/**
 * The `next` a page gives when it asks for a sign-in link, so the link brings the person back
 * there (decision 038). Only a path the API accepts (SAME_SITE_PATH): anything else is left out
 * and the link lands on the actions page, as before.
 */
import { SAME_SITE_PATH, SAME_SITE_PATH_MAX } from '../server/platform/http/safe-next.ts';

export function acceptedNext(path: string | null | undefined): string | undefined {
  return path && path.length <= SAME_SITE_PATH_MAX && SAME_SITE_PATH.test(path) ? path : undefined;
}

/** This page (its path and query) opened at `section` (an element id). */
export function thisPageAt(section: string): string | undefined {
  if (typeof location === 'undefined') return undefined;
  return acceptedNext(`${location.pathname}${location.search}#${section}`);
}
