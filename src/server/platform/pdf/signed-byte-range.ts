/**
 * Does a signed PDF's signature cover the whole file? (issue 37; decision 037)
 *
 * A PAdES signature signs the bytes its /ByteRange names: [0, a, b, c] covers 0..a and b..b+c,
 * leaving out only the /Contents hole a..b, which holds the signature itself as `<hex>`. A PDF
 * whose last signature's range stops before the end carries bytes nobody signed (an incremental
 * update appended later, or a range written wrong). The sealed PDF is served and verified only when
 * its one signature covers every byte but its own hole. A byte search, no PDF parsing: the input
 * is our own stored file, and a hostile one cannot make this take longer than a scan.
 */

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

export type ByteRangeVerdict = 'covers_whole_file' | 'no_signature' | 'several_signatures' | 'gap' | 'hole_not_contents';

export function signedByteRange(pdf: Uint8Array): ByteRangeVerdict {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');
  const ranges = [...text.matchAll(BYTE_RANGE)].map((m) => m.slice(1, 5).map(Number) as [number, number, number, number]);
  if (ranges.length === 0) return 'no_signature';
  if (ranges.length > 1) return 'several_signatures';
  const [start, holeStart, afterHole, tailLength] = ranges[0]!;
  if (start !== 0 || holeStart <= 0 || afterHole <= holeStart || afterHole + tailLength !== pdf.byteLength) return 'gap';
  // The hole is exactly the hex string of /Contents: `<` hex digits `>`, nothing else left unsigned.
  const hole = text.slice(holeStart, afterHole);
  return /^<[0-9a-fA-F]*>$/.test(hole) ? 'covers_whole_file' : 'hole_not_contents';
}
