import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, errorKind, errorMessage, fieldErrorsOf } from './api-client.ts';
import { appTexts } from '../i18n/ui-app.ts';

describe('failures told in the page’s language', () => {
  const refused = new ApiError(400, { code: 'value_out_of_range', message: 'Entrez une valeur entre 0 et 100.' });
  it.each([
    [new NetworkError(new TypeError('Failed to fetch')), 'network', appTexts.fr.errors.network, appTexts.en.errors.network],
    [new ApiError(401, { code: 'invalid_token', message: 'Session invalide ou expirée. Reconnectez-vous.' }), 'session', appTexts.fr.errors.sessionExpired, appTexts.en.errors.sessionExpired],
    [new ApiError(500, { code: 'internal_error', message: 'Une erreur interne est survenue.' }), 'server', appTexts.fr.errors.server, appTexts.en.errors.server],
    // A 502 page from a proxy: no error body, so no server words to show.
    [new ApiError(502, { code: 'internal_error', message: '' }), 'server', appTexts.fr.errors.server, appTexts.en.errors.server],
    [new Error('anything else'), 'server', appTexts.fr.errors.server, appTexts.en.errors.server],
    // A refused request: the server already answered in the page's language (x-atelier-lang).
    [refused, 'refused', refused.message, refused.message],
  ])('%o is a %s failure', (error, kind, fr, en) => {
    expect(errorKind(error)).toBe(kind);
    expect(errorMessage(error, appTexts.fr.errors)).toBe(fr);
    expect(errorMessage(error, appTexts.en.errors)).toBe(en);
  });

  it('reads the field errors of a validation failure only', () => {
    const invalid = new ApiError(400, { code: 'validation_failed', message: 'x', details: { formErrors: [], fieldErrors: { a: ['Entrez un nombre.'], b: [] } } });
    expect(fieldErrorsOf(invalid)).toEqual({ a: ['Entrez un nombre.'] });
    // A rule the document cannot state (decision 030) names its fields the same way.
    const ruled = new ApiError(400, { code: 'rule_failed', message: 'x', details: { formErrors: [], fieldErrors: { email: ['Pas le vôtre.'] } } });
    expect(fieldErrorsOf(ruled)).toEqual({ email: ['Pas le vôtre.'] });
    expect(fieldErrorsOf(refused)).toEqual({});
  });
});

describe('older callers giving a fallback string', () => {
  it('still word network and session failures in the page’s language, and keep the server’s messages', () => {
    expect(errorMessage(new NetworkError(new TypeError('x')), 'Impossible de charger.')).toBe(appTexts.fr.errors.network);
    expect(errorMessage(new ApiError(401, { code: 'invalid_token', message: 'x' }), 'Impossible de charger.')).toBe(appTexts.fr.errors.sessionExpired);
    expect(errorMessage(new ApiError(409, { code: 'conflict', message: 'Conflit.' }), 'Impossible de charger.')).toBe('Conflit.');
    expect(errorMessage(new ApiError(400, { code: 'bad_request', message: '' }), 'Impossible de charger.')).toBe('Impossible de charger.');
  });
});
