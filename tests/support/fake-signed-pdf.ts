/**
 * A tiny file shaped like a signed PDF: one signature whose /ByteRange covers every byte but its
 * `<hex>` /Contents hole (what checkedSealedPdf asks of a sealed PDF). `tag` makes each one unique;
 * `rangeFix` rewrites the range, `tail` appends bytes after "signing".
 */
export function fakeSignedPdf(options: { tag?: string; tail?: string; rangeFix?: (range: number[]) => number[]; hole?: string } = {}): Buffer {
  const head = `%PDF-1.7 ${options.tag ?? ''}\n1 0 obj << /Type /Sig /ByteRange [Z AAAAAAAAAA BBBBBBBBBB CCCCCCCCCC] /Contents `;
  const hole = options.hole ?? '<3082abcdef00>';
  const rest = ' >> endobj\n%%EOF\n';
  const holeStart = Buffer.byteLength(head, 'latin1');
  const afterHole = holeStart + hole.length;
  const total = afterHole + rest.length;
  const range = (options.rangeFix ?? ((r) => r))([0, holeStart, afterHole, total - afterHole]);
  const pad = (n: number) => String(n).padEnd(10, ' ');
  const filled = head.replace('Z', String(range[0])).replace('AAAAAAAAAA', pad(range[1]!)).replace('BBBBBBBBBB', pad(range[2]!)).replace('CCCCCCCCCC', pad(range[3]!));
  return Buffer.from(filled + hole + rest + (options.tail ?? ''), 'latin1');
}
