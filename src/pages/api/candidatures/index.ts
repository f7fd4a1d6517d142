import { answer, endpoint, route } from '#server/identity/endpoint.ts';
import { readBody } from '#server/platform/http/read-input.ts';
import { clientIp } from '#server/identity/guards.ts';
import { consumeRateLimit, ipSubject } from '#server/platform/http/rate-limit.ts';
import { setSessionCookie } from '#server/identity/cookies.ts';
import { env } from '#src/env.ts';
import { contract as listApplicationsContract } from '#server/money/applications/list-applications.contract.ts';
import { contract as createApplicationContract } from '#server/money/applications/create-application.contract.ts';
import { applicationInput } from '#server/money/applications/application-input.ts';
import { createApplication } from '#server/money/applications/create-application.ts';
import { listApplications } from '#server/money/applications/list-applications.ts';

/** POST: public application (decision 009), signs the prospect in. GET: staff list. */
export const { GET, POST, ALL } = route(
  endpoint(listApplicationsContract, async ({ query, db }) => listApplications(db, query)),
  endpoint(
    createApplicationContract,
    async ({ ctx, user, lang, db }) => {
      // The one per-IP limit of this route, counted in the database (shared by every instance),
      // before the body is read (`input: 'manual'`).
      const rule = { bucket: 'candidature-ip', limit: env().RATE_LIMIT_APPLICATIONS_PER_IP, windowSeconds: env().RATE_LIMIT_APPLICATIONS_WINDOW_SECONDS };
      await consumeRateLimit(db, rule, ipSubject(clientIp(ctx)));
      const input = await readBody(ctx, applicationInput);
      const { application, token, user: applicant } = await createApplication(db, input, user, lang);
      setSessionCookie(ctx.cookies, token);
      return answer({ ...application, token, user: applicant }, 201);
    },
    { input: 'manual' },
  ),
);
