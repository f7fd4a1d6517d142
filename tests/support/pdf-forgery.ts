/**
 * What a hostile party does to a genuine contract PDF: edits appended as incremental
 * updates (annotations painting over a line, white boxes, new clauses, a new article), a copy
 * rewritten in place, and PDF bombs whose streams inflate to hundreds of megabytes. Written
 * against the plain object syntax pdfkit produces; enough to fool a reader, which is the point.
 */
import { createDeflate } from 'node:zlib';

interface NewObject {
  num: number;
  /** Everything between `N 0 obj` and `endobj`. */
  body: Buffer | string;
}

const latin1 = (bytes: Buffer) => bytes.toString('latin1');

function lastMatch(text: string, pattern: RegExp): RegExpExecArray {
  let found: RegExpExecArray | null = null;
  for (const match of text.matchAll(new RegExp(pattern.source, 'g'))) found = match as RegExpExecArray;
  if (!found) throw new Error(`not found: ${pattern}`);
  return found;
}

/** The dictionary text of object `num` (its latest definition). */
function objectText(pdf: Buffer, num: number): string {
  return lastMatch(latin1(pdf), new RegExp(`\\n${num} 0 obj\\n(<<[\\s\\S]*?>>)\\nendobj`))[1]!;
}

/** Page object numbers in reading order (from the page tree's /Kids). */
export function pageNumbers(pdf: Buffer): number[] {
  const text = latin1(pdf);
  const root = Number(lastMatch(text, /\/Root (\d+) 0 R/)[1]);
  const pagesRef = Number(/\/Pages (\d+) 0 R/.exec(objectText(pdf, root))![1]);
  const kids = /\/Kids \[([^\]]*)\]/.exec(objectText(pdf, pagesRef))![1]!;
  return [...kids.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
}

/** Appends objects as an incremental update (new xref section, trailer with /Prev). */
export function appendUpdate(pdf: Buffer, objects: NewObject[], trailerExtra = ''): Buffer {
  const text = latin1(pdf);
  const prev = Number(lastMatch(text, /startxref\s+(\d+)/)[1]);
  const size = Number(lastMatch(text, /\/Size (\d+)/)[1]);
  const root = lastMatch(text, /\/Root (\d+ 0 R)/)[1];
  const info = lastMatch(text, /\/Info (\d+ 0 R)/)[1];
  const chunks: Buffer[] = [pdf, Buffer.from('\n')];
  let offset = pdf.length + 1;
  const offsets: [number, number][] = [];
  for (const object of objects) {
    const bytes = Buffer.concat([Buffer.from(`${object.num} 0 obj\n`), Buffer.from(object.body as string, 'latin1'), Buffer.from('\nendobj\n')]);
    offsets.push([object.num, offset]);
    chunks.push(bytes);
    offset += bytes.length;
  }
  const xrefAt = offset;
  const maxNum = Math.max(size - 1, ...objects.map((o) => o.num));
  let xref = 'xref\n';
  for (const [num, at] of offsets.sort((a, b) => a[0] - b[0])) xref += `${num} 1\n${String(at).padStart(10, '0')} 00000 n \n`;
  xref += `trailer\n<<\n/Size ${maxNum + 1}\n/Root ${root}\n/Info ${info}\n/Prev ${prev}${trailerExtra}\n>>\nstartxref\n${xrefAt}\n%%EOF\n`;
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

function nextObjectNumber(pdf: Buffer): number {
  return Number(lastMatch(latin1(pdf), /\/Size (\d+)/)[1]);
}

/** A new /Info dictionary (the simplest incremental update). */
export function appendIncrementalUpdate(pdf: Buffer, info: { title: string }): Buffer {
  const num = nextObjectNumber(pdf);
  const update = appendUpdate(pdf, [{ num, body: `<<\n/Title (${info.title.replace(/[()\\]/g, '')})\n/Producer (editor)\n>>` }]);
  return Buffer.from(latin1(update).replace(new RegExp(`/Info \\d+ 0 R\\n/Prev`), `/Info ${num} 0 R\n/Prev`), 'latin1');
}

const helvetica = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
const stream = (content: string, dict = '') => `<< /Length ${Buffer.byteLength(content, 'latin1')} ${dict}>>\nstream\n${content}\nendstream`;

/** Draws `content` (PDF operators; font /Fz is Helvetica) over a page, in a new content stream. */
export function overlayPage(pdf: Buffer, pageIndex: number, content: string): Buffer {
  const pages = pageNumbers(pdf);
  const pageNum = pages.at(pageIndex)!;
  const page = objectText(pdf, pageNum);
  const contents = /\/Contents (\d+ 0 R)/.exec(page)![1];
  const resourcesNum = Number(/\/Resources (\d+) 0 R/.exec(page)![1]);
  const resources = objectText(pdf, resourcesNum);
  const first = nextObjectNumber(pdf);
  const [fontNum, streamNum, saveNum, restoreNum] = [first, first + 1, first + 2, first + 3];
  const newResources = resources.includes('/Font <<') ? resources.replace('/Font <<', `/Font <<\n/Fz ${fontNum} 0 R`) : resources.replace(/>>$/, `/Font << /Fz ${fontNum} 0 R >>\n>>`);
  // The page's own stream may leave its coordinate system changed (pdfkit flips it): wrapped in
  // q/Q, the overlay draws in plain page coordinates (origin bottom left).
  const newPage = page.replace(/\/Contents \d+ 0 R/, `/Contents [${saveNum} 0 R ${contents} ${restoreNum} 0 R ${streamNum} 0 R]`);
  return appendUpdate(pdf, [
    { num: fontNum, body: helvetica },
    { num: streamNum, body: stream(`q ${content} Q`) },
    { num: saveNum, body: stream('q') },
    { num: restoreNum, body: stream('Q') },
    { num: resourcesNum, body: newResources },
    { num: pageNum, body: newPage },
  ]);
}

/** A stamp annotation whose appearance paints a white box and writes `text` over it. */
export function stampAnnotation(pdf: Buffer, pageIndex: number, rect: [number, number, number, number], text: string): Buffer {
  const pageNum = pageNumbers(pdf).at(pageIndex)!;
  const page = objectText(pdf, pageNum);
  const first = nextObjectNumber(pdf);
  const [fontNum, apNum, annotNum] = [first, first + 1, first + 2];
  const [x1, y1, x2, y2] = rect;
  const appearance = `1 1 1 rg 0 0 ${x2 - x1} ${y2 - y1} re f 0 0 0 rg BT /Fz 10 Tf 2 ${(y2 - y1) / 2 - 3} Td (${text}) Tj ET`;
  const annots = /\/Annots \[([^\]]*)\]/.exec(page);
  const newPage = annots ? page.replace(/\/Annots \[[^\]]*\]/, `/Annots [${annots[1]} ${annotNum} 0 R]`) : page.replace(/>>$/, `/Annots [${annotNum} 0 R]\n>>`);
  return appendUpdate(pdf, [
    { num: fontNum, body: helvetica },
    { num: apNum, body: stream(appearance, `/Type /XObject /Subtype /Form /BBox [0 0 ${x2 - x1} ${y2 - y1}] /Resources << /Font << /Fz ${fontNum} 0 R >> >> `) },
    { num: annotNum, body: `<< /Type /Annot /Subtype /Stamp /Rect [${rect.join(' ')}] /F 4 /AP << /N ${apNum} 0 R >> /P ${pageNum} 0 R >>` },
    { num: pageNum, body: newPage },
  ]);
}

/** Deflates `total` bytes made of `unit` repeated, streamed (never all in memory). */
async function deflateRepeated(unit: Buffer, total: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const block = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < block.length; i += unit.length) unit.copy(block, i);
  for (let written = 0; written < total; written += block.length) {
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  await new Promise((resolve) => deflate.end(resolve));
  return Buffer.concat(out);
}

/** A PDF from numbered object bodies (1 = catalog), with a correct cross-reference table. */
function buildPdf(objects: (Buffer | string)[]): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    const bytes = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'), Buffer.from('\nendobj\n')]);
    offsets.push(offset);
    chunks.push(bytes);
    offset += bytes.length;
  });
  let xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) xref += `${String(at).padStart(10, '0')} 00000 n \n`;
  xref += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

const binaryStream = (data: Buffer, dict: string) => Buffer.concat([Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode ${dict}>>\nstream\n`), data, Buffer.from('\nendstream')]);

/** A one-page PDF whose attached `contrat.txt` inflates to `megabytes` MB. */
export async function attachmentBomb(megabytes = 200): Promise<Buffer> {
  const data = await deflateRepeated(Buffer.from('0'), megabytes * 1024 * 1024);
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(contrat.txt) 4 0 R] >> >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    '<< /Type /Filespec /F (contrat.txt) /UF (contrat.txt) /EF << /F 5 0 R >> >>',
    binaryStream(data, `/Type /EmbeddedFile /Params << /Size ${megabytes * 1024 * 1024} >> `),
  ]);
}

/**
 * `pages` pages that all draw one content stream inflating to `megabytes` MB of path operators.
 * With `attachedText` (a party holds the genuine text), the PDF also carries it as `contrat.txt`,
 * so a checker that trusts the attachment goes on to read every page.
 */
export async function pageTreeBomb(pages = 2000, megabytes = 64, attachedText?: string): Promise<Buffer> {
  const data = await deflateRepeated(Buffer.from('0 0 m 595 842 l S BT ET\n'), megabytes * 1024 * 1024);
  const first = 5;
  const kids = Array.from({ length: pages }, (_, i) => `${i + first} 0 R`).join(' ');
  const pageObjects = Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R >>');
  const names = attachedText === undefined ? '' : ` /Names << /EmbeddedFiles << /Names [(contrat.txt) ${first + pages} 0 R] >> >>`;
  const attachment =
    attachedText === undefined
      ? []
      : [
          `<< /Type /Filespec /F (contrat.txt) /UF (contrat.txt) /EF << /F ${first + pages + 1} 0 R >> >>`,
          Buffer.concat([Buffer.from(`<< /Type /EmbeddedFile /Length ${Buffer.byteLength(attachedText)} >>\nstream\n`), Buffer.from(attachedText, 'utf8'), Buffer.from('\nendstream')]),
        ];
  return buildPdf([`<< /Type /Catalog /Pages 2 0 R${names} >>`, `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`, binaryStream(data, ''), '<< >>', ...pageObjects, ...attachment]);
}
