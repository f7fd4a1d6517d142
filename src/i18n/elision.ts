/**
 * French elision before a generated word (issue 39): « de » becomes « d’ » before a vowel or a
 * mute h, as a person writes it: « d’Olivia », « d’Atelier », « d’ébéniste », « de Camille ».
 * Names starting with an h are read as mute (« d’Hugo », « d’Hélène »), the common case for
 * first names; an aspirated h is rare enough in the names people give.
 */
const ELIDES = /^[aeiouyhàâäæéèêëîïôöœùûü]/i;

/** True when « de » / « le » / « que » elide before this word. */
export function elidesBefore(word: string): boolean {
  return ELIDES.test(String(word).trim());
}

/** « de X » or « d’X ». */
export function deName(word: string): string {
  const text = String(word).trim();
  return elidesBefore(text) ? `d’${text}` : `de ${text}`;
}

/** The same as deName (the name the withdrawal form and the invoices used first). */
export const deOrD = deName;
