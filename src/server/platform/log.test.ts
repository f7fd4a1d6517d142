import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describeError, errorLine } from './log.ts';

describe('describeError', () => {
  it('keeps the SQL text of a failed query but never its parameters (session ids, token hashes)', () => {
    const cause = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', detail: 'Key (id)=(secret-key) exists' });
    const error = new DrizzleQueryError('select * from sessions where id = $1 and user_id = $2', ['secret-session-id', 'secret-user'], cause);
    const text = describeError(error);
    expect(text).toContain('Failed query: select * from sessions where id = $1');
    expect(text).toContain('caused by Error [57P01]: terminating connection');
    expect(text).toMatch(/\n\s+at /); // the stack frames stay
    for (const secret of ['secret-session-id', 'secret-user', 'secret-key', 'params:']) expect(text).not.toContain(secret);
  });

  it('shows an ordinary error with its message, code and stack', () => {
    const text = describeError(Object.assign(new TypeError('boom'), { code: 'E_BOOM' }));
    expect(text).toMatch(/^TypeError \[E_BOOM\]: boom\n\s+at /);
  });
});

describe('errorLine', () => {
  it.each([
    ['a failed query', new DrizzleQueryError('insert into mail_outbox values ($1)', ['lea@example.org'], Object.assign(new Error('Connection closed'), { code: 'CONNECTION_CLOSED' })), 'Failed query: insert into mail_outbox values ($1) caused by Error [CONNECTION_CLOSED]: Connection closed'],
    ['an ordinary error', new Error('SMTP refused'), 'SMTP refused'],
    ['a typed error with a code', Object.assign(new TypeError('bad'), { code: 'E_BAD' }), 'TypeError [E_BAD]: bad'],
    ['a thrown string', 'plain', 'plain'],
  ])('%s: one line, no parameter, no stack', (_name, error, expected) => {
    const line = errorLine(error);
    expect(line).toBe(expected);
    expect(line).not.toContain('lea@example.org');
  });
});
