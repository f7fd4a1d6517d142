/**
 * A CSV writer for spreadsheet users (docs/api-exports.md, decisions 021 and 035): UTF-8 with a
 * BOM (so LibreOffice and Excel read accents right without asking), `;` between fields (the
 * separator a French spreadsheet expects, since `,` is its decimal mark), amounts with a decimal
 * comma (so a French spreadsheet reads numbers, not text), CRLF line ends, RFC 4180 quoting.
 *
 * Text cells that a spreadsheet would run as a formula (starting with = + - @, or a tab / CR that
 * some tools strip first) get a leading `'` (OWASP "CSV injection"): a customer's name is data,
 * never a formula. Amounts are a separate cell type written by us, so a negative amount (a credit
 * note, later) stays a number and is not prefixed.
 */

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_EOL = '\r\n';

/** An amount in integer cents, written with a comma and two decimals (`-12,50`): a French spreadsheet's number. */
export interface CentsCell {
  cents: number;
}

export type CsvCell = string | CentsCell | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text a spreadsheet or an accounting tool would run as a formula gets a leading `'`: the one
 * rule of the CSV and of the FEC (decision 060).
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
/**
 * Controls a cell never carries (rows stored before the input checks may hold them, decision 050):
 * each becomes a space. Tab, CR and LF stay, quoted (RFC 4180).
 */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/g;
const NEEDS_QUOTES = /[";\r\n]/;

/** `12345` → `123,45`, `-5` → `-0,05` (or with a dot); integer arithmetic, no float rounding. */
export function centsAsDecimal(cents: number, mark: ',' | '.' = ','): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amount must be integer cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}${mark}${String(abs % 100).padStart(2, '0')}`;
}

/** One field: amounts formatted, text neutralised against formulas, then quoted when needed. */
export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell !== 'string') return centsAsDecimal(cell.cents);
  const clean = cell.replace(CONTROL, ' ').toWellFormed();
  const text = neutraliseFormula(clean);
  // A leading or trailing space is kept by quoting too: some readers trim unquoted fields.
  return NEEDS_QUOTES.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(csvField).join(CSV_SEPARATOR) + CSV_EOL;
}

/** The whole file: BOM, header line, one line per row, each ended by CRLF. */
export function writeCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + csvLine(header) + rows.map(csvLine).join('');
}
