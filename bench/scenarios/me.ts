/** GET /api/me with a valid Bearer token (session lookup in the middleware + JSON). */
import { compareWithBare } from '../load.ts';
import { bearer, signup, type Scenario } from '../scenario.ts';

export const me: Scenario = {
  name: 'me',
  describe: 'GET /api/me with a valid token',
  run: async ({ baseUrl }) => {
    const account = await signup(baseUrl, { first_name: 'Bench' });
    return { kind: 'http', comparisons: [await compareWithBare('me', baseUrl, '/api/me', bearer(account.token))] };
  },
};
