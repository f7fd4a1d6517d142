/**
 * The canonical form a contract's SHA-256 is computed over (docs/decisions/010):
 * 1. Unicode NFC;
 * 2. line endings CRLF and CR become LF;
 * 3. every Unicode space separator (U+00A0, U+202F, …) becomes an ordinary space U+0020
 *    (browsers turn no-break spaces into plain ones on copy);
 * 4. spaces and tabs at the end of each line are removed;
 * 5. blank lines at the start and at the end are removed; no final line feed;
 * 6. encoded as UTF-8.
 * A stored contract text is already in this form, so `sha256(contract_text)` is the hash.
 */
import { createHash } from 'node:crypto';

export function canonicalText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\p{Zs}/gu, ' ')
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/^\n+/, '')
    .replace(/\n+$/, '');
}

/** Lower-case hex SHA-256 of the canonical form. */
export function contractHash(text: string): string {
  return createHash('sha256').update(canonicalText(text), 'utf8').digest('hex');
}
