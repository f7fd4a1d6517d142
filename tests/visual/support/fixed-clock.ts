/**
 * Loaded into the visual tests' server with `node --import` (never into the app itself): the
 * server's clock starts at ATELIER_VISUAL_NOW and runs a hundred times slower than the real one,
 * so every date and time a page shows is the same on every run (decision 041). PGlite runs in the
 * same process and reads the time through Date.now(), so SQL `now()` follows too.
 *
 * Slow rather than frozen: rows written one after the other still get increasing timestamps (a
 * hundredth of the real time: a 10-minute run moves the clock by 6 s, so minutes never change).
 */
const start = Date.parse(process.env.ATELIER_VISUAL_NOW ?? '');
if (Number.isNaN(start)) throw new Error('fixed-clock: ATELIER_VISUAL_NOW must be an ISO instant');

const RealDate = Date;
const realStart = performance.now();
const now = () => start + Math.floor((performance.now() - realStart) / 100);

// A function rather than a subclass: `Date()` without `new` keeps working, and what it builds is
// a real Date (instanceof, structuredClone, drivers all see one).
function FixedDate(this: unknown, ...args: unknown[]): Date | string {
  if (!new.target) return new RealDate(now()).toString();
  return args.length === 0 ? new RealDate(now()) : new RealDate(...(args as [number]));
}
FixedDate.prototype = RealDate.prototype;
Object.assign(FixedDate, { now, parse: RealDate.parse, UTC: RealDate.UTC });
globalThis.Date = FixedDate as unknown as DateConstructor;
