import { describe, expect, it } from 'vitest';
import { signedByteRange, type ByteRangeVerdict } from './signed-byte-range.ts';
import { fakeSignedPdf as signed } from '#tests/support/fake-signed-pdf.ts';


describe('a signed PDF is served only when its signature covers every byte but its own hole', () => {
  it.each<[string, Buffer, ByteRangeVerdict]>([
    ['a whole signed file', signed(), 'covers_whole_file'],
    ['bytes appended after signing', signed({ tail: '1 0 obj << >> endobj\n%%EOF\n' }), 'gap'],
    ['a range that stops early', signed({ rangeFix: (r) => [0, r[1]!, r[2]!, r[3]! - 3] }), 'gap'],
    ['a range that does not start at 0', signed({ rangeFix: (r) => [5, r[1]!, r[2]!, r[3]!] }), 'gap'],
    ['a hole wider than the signature', signed({ rangeFix: (r) => [0, r[1]! - 4, r[2]!, r[3]!] }), 'hole_not_contents'],
    ['no signature at all', Buffer.from('%PDF-1.7\n%%EOF\n'), 'no_signature'],
    ['two signatures', Buffer.concat([signed(), Buffer.from('/ByteRange [0 1 2 3]')]), 'several_signatures'],
  ])('%s', (_name, bytes, verdict) => {
    expect(signedByteRange(bytes)).toBe(verdict);
  });
});
