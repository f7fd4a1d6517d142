/**
 * Screenshot comparison for the visual tests (decision 041). playwright-core has no
 * `toHaveScreenshot`, so this is ours: PNGs compared with pixelmatch against the baselines committed
 * in tests/visual/__screenshots__/. A page passes when at most MAX_DIFF_RATIO of its pixels differ
 * (anti-aliasing noise); a different size always fails. A failure leaves `<name>.actual.png` and
 * `<name>.diff.png` beside the baseline (git-ignored) for a person to look at.
 *
 * Baselines are written only by a deliberate run: `npm run test:visual:update`
 * (UPDATE_SCREENSHOTS=1). A missing baseline fails the run otherwise, so CI never invents one.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';

export const SCREENSHOT_DIR = resolve('tests/visual/__screenshots__');
/** Share of pixels allowed to differ: a few glyph edges, never a moved block or a changed colour. */
export const MAX_DIFF_RATIO = 0.001;
/** pixelmatch's per-pixel colour distance (0–1) under which two pixels count as the same. */
const PIXEL_THRESHOLD = 0.1;

export const updating = (): boolean => process.env.UPDATE_SCREENSHOTS === '1';

export interface Comparison {
  ok: boolean;
  /** Why it failed, for the assertion message. */
  message: string;
  diffPixels: number;
  ratio: number;
}

/**
 * Compares two PNGs (pure: no file written); `diffOut`, when given, receives the difference image.
 * Identical bytes are the same picture: most screenshots match their baseline byte for byte, and
 * decoding two full-page PNGs and comparing them pixel by pixel is the visual project's largest
 * CPU cost after the browser.
 */
export function comparePngs(expected: Buffer, actual: Buffer, diffOut?: (width: number, height: number) => PNG): Comparison {
  if (expected.equals(actual)) return { ok: true, message: 'same', diffPixels: 0, ratio: 0 };
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) {
    return { ok: false, message: `size changed: ${a.width}×${a.height} → ${b.width}×${b.height}`, diffPixels: Number.POSITIVE_INFINITY, ratio: 1 };
  }
  const diff = diffOut?.(a.width, a.height) ?? new PNG({ width: a.width, height: a.height });
  const diffPixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: PIXEL_THRESHOLD });
  const ratio = diffPixels / (a.width * a.height);
  const ok = ratio <= MAX_DIFF_RATIO;
  return { ok, message: ok ? 'same' : `${diffPixels} pixels differ (${(ratio * 100).toFixed(3)} % > ${(MAX_DIFF_RATIO * 100).toFixed(3)} %)`, diffPixels, ratio };
}

/**
 * Checks a screenshot against its baseline `name.png` (or writes the baseline when updating).
 * Returns the comparison; the caller asserts `ok` with its message.
 */
export function matchBaseline(name: string, actual: Buffer): Comparison {
  const baseline = join(SCREENSHOT_DIR, `${name}.png`);
  const actualPath = join(SCREENSHOT_DIR, `${name}.actual.png`);
  const diffPath = join(SCREENSHOT_DIR, `${name}.diff.png`);
  mkdirSync(dirname(baseline), { recursive: true });
  rmSync(actualPath, { force: true });
  rmSync(diffPath, { force: true });
  if (updating()) {
    writeFileSync(baseline, actual);
    return { ok: true, message: 'baseline written', diffPixels: 0, ratio: 0 };
  }
  if (!existsSync(baseline)) {
    writeFileSync(actualPath, actual);
    return { ok: false, message: `no baseline ${name}.png: run \`npm run test:visual:update\` and commit it (docs/ui.md)`, diffPixels: Number.POSITIVE_INFINITY, ratio: 1 };
  }
  let diff: PNG | undefined;
  const result = comparePngs(readFileSync(baseline), actual, (width, height) => (diff = new PNG({ width, height })));
  if (!result.ok) {
    writeFileSync(actualPath, actual);
    if (diff && Number.isFinite(result.diffPixels)) writeFileSync(diffPath, PNG.sync.write(diff));
  }
  return result;
}
