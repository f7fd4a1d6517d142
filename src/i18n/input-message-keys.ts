/**
 * Message keys of the input schemas (issue 38): a body schema is built once, in no language, and
 * names its own refusal texts by key (`inputMessageKeys('application').siren`); the refusal is
 * worded in the request's language when it is written (server platform/http/field-messages.ts).
 * A key is a plain string, as zod keeps a message: a prefix no text of ours starts with, then
 * `area.name`. A text around a number (`tooLong(max)`) reads it from the refused check itself
 * (its maximum, or the `max` a custom issue's params give).
 */
import type { Lang } from './lang.ts';
import { applicationInputTexts } from './application-input-texts.ts';
import { inputTexts } from './input-texts.ts';
import { withdrawalInputTexts } from './withdrawal-texts.ts';

const areas = (lang: Lang) => ({
  application: applicationInputTexts[lang],
  withdrawal: withdrawalInputTexts[lang],
  payment: inputTexts[lang].payment,
  refund: inputTexts[lang].refund,
  siteUpdate: inputTexts[lang].siteUpdate,
  board: inputTexts[lang].board,
});

type Areas = ReturnType<typeof areas>;
export type InputArea = keyof Areas;
/** A sentence, or a sentence around one number. */
type Worded = string | ((n: number) => string);
type WordedName<A extends InputArea> = { [K in keyof Areas[A]]: Areas[A][K] extends Worded ? K : never }[keyof Areas[A]] & string;

const PREFIX = 'message-key:';

/** The keys of an area's texts, by name: `inputMessageKeys('payment').reference`. */
export function inputMessageKeys<A extends InputArea>(area: A): Record<WordedName<A>, string> {
  const texts = areas('fr')[area] as Record<string, unknown>;
  const names = Object.keys(texts).filter((name) => typeof texts[name] === 'string' || (typeof texts[name] === 'function' && (texts[name] as () => string).length <= 1));
  return Object.fromEntries(names.map((name) => [name, `${PREFIX}${area}.${name}`])) as Record<WordedName<A>, string>;
}

/** The text a message key names, in `lang` (`n`: the number of a text around one); undefined when `message` is no key of ours. */
export function wordMessageKey(message: string, lang: Lang, n?: number): string | undefined {
  if (!message.startsWith(PREFIX)) return undefined;
  const [area = '', name = ''] = message.slice(PREFIX.length).split('.');
  const all = areas(lang) as Record<string, Record<string, unknown>>;
  if (!Object.hasOwn(all, area) || !Object.hasOwn(all[area]!, name)) return undefined;
  const text = all[area]![name];
  if (typeof text === 'string') return text;
  if (typeof text === 'function' && text.length <= 1 && n !== undefined && Number.isFinite(n)) return (text as (n: number) => string)(n);
  return undefined;
}
