import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describeError } from './log.ts';

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
