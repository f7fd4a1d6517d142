/**
 * French elision in generated sentences (issue 39): « de » before a name that starts with a vowel
 * or a mute h becomes « d’ » (« À l’attention d’Olivia », « d’Atelier SAS »). An h is taken as mute:
 * the names we print (people, companies) rarely start with an aspirate h.
 */
export function deOrD(name: string): string {
  const trimmed = name.trim();
  return /^[aeiouyhàâäéèêëîïôöùûüœæ]/i.test(trimmed) ? `d’${trimmed}` : `de ${trimmed}`;
}
