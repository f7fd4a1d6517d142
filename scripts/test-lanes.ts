/**
 * How `npm test` spreads the vitest projects over lanes that run at once (decision 068), and the
 * database of its own that a second lane gets, so projects running side by side never read each
 * other's rows (the pages of the end-to-end tests list what the API tests wrote otherwise).
 */
import postgres from 'postgres';

/**
 * The projects in `count` lanes, in their declared order within a lane. Two lanes: the API tests
 * (the longest project) and the unit tests in one, the rest (integration, end-to-end, visual) in
 * the other, so both lanes take about as long on a 2-core machine.
 */
export function testLanes(projects: string[], count: 1 | 2): string[][] {
  if (count === 1) return [projects];
  const first: string[] = projects.filter((p) => p === 'api' || p === 'unit');
  const second = projects.filter((p) => !first.includes(p));
  return [first, second].filter((lane) => lane.length > 0);
}

/** `postgres://u@h:5432/name?x` with the database `name_suffix`. */
export function siblingUrl(url: string, suffix: string): { url: string; name: string } {
  const parsed = new URL(url);
  const base = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'postgres';
  const name = `${base}_${suffix}`.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 63);
  parsed.pathname = `/${name}`;
  return { url: parsed.toString(), name };
}

export interface SiblingDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh empty database beside DATABASE_URL's (dropped first if a killed run left it). */
export async function createSiblingDatabase(url: string, suffix: string): Promise<SiblingDatabase> {
  const sibling = siblingUrl(url, suffix);
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const drop = () => admin.unsafe(`drop database if exists "${sibling.name}" with (force)`);
  try {
    await drop();
    await admin.unsafe(`create database "${sibling.name}"`);
  } catch (error) {
    await admin.end();
    throw error;
  }
  return {
    url: sibling.url,
    async drop() {
      try {
        await drop();
      } finally {
        await admin.end();
      }
    },
  };
}
