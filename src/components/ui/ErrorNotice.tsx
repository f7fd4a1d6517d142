import { errorKind, errorMessage } from '../api-client.ts';
import { ui } from '#i18n/ui.ts';
import { signInPathFor } from '#i18n/paths.ts';
import Icon from './Icon.tsx';
import type { Lang } from '#i18n/lang.ts';

interface Props {
  lang: Lang;
  error: unknown;
  /** The form keeps what was typed (a local draft): say so, so nobody retypes in a hurry. */
  kept?: boolean;
  id?: string;
}

/**
 * A failed request told in the page's language: the server's message for a refused one, ours for
 * a network failure or a server error, and for an expired session a sign-in link that comes
 * back to this very page (where the form's draft is waiting).
 */
export default function ErrorNotice({ lang, error, kept = false, id }: Props) {
  // No failure, no notice: an island may render it unconditionally with its `null` state.
  if (error === null || error === undefined) return null;
  const t = ui[lang].app.errors;
  const kind = errorKind(error);
  if (kind === 'session') {
    const here = typeof window === 'undefined' ? '/' : window.location.pathname.replace(/^\/en(?=\/|$)/, '') + window.location.search + window.location.hash;
    return (
      <div className="notice error" id={id} data-error-kind={kind}>
        <p>
          {t.sessionExpired} <a href={signInPathFor(lang, here || '/')}>{t.signInAgain}</a>
          {kept ? <> {t.sessionKept}</> : null}
        </p>
      </div>
    );
  }
  const text = kind === 'network' && kept ? t.networkKept : errorMessage(error, t);
  return (
    <div className="notice error" id={id} data-error-kind={kind}>
      <p>
        {kind === 'network' && <Icon name="cloud_off" />} {text}
      </p>
    </div>
  );
}
