/** ISO 8859-15 bytes for the FEC (decision 035): the administration reads ASCII, ISO 8859-15 or EBCDIC. */

// ISO 8859-15 differs from Latin-1 in eight places (€, Š, š, Ž, ž, Œ, œ, Ÿ).
const LATIN9: Record<string, number> = { '€': 0xa4, Š: 0xa6, š: 0xa8, Ž: 0xb4, ž: 0xb8, Œ: 0xbc, œ: 0xbd, Ÿ: 0xbe };
const LATIN1_ONLY = new Set([0xa4, 0xa6, 0xa8, 0xb4, 0xb8, 0xbc, 0xbd, 0xbe]);

/**
 * ISO 8859-15 keeps French accents and €. A character it cannot hold (an emoji in a name)
 * becomes `?`.
 */
export function encodeLatin9(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const mapped = LATIN9[char] ?? (code < 0x100 && !LATIN1_ONLY.has(code) ? code : 0x3f);
    bytes.push(mapped);
  }
  return Buffer.from(bytes);
}
