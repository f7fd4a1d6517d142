import { route, json } from '../../../server/platform/http/respond.ts';
import { readBody, readQuery } from '../../../server/platform/http/read-input.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { clientIp } from '../../../server/auth/guards.ts';
import { requireStaff } from '../../../server/auth/require-staff.ts';
import { consumeRateLimit, ipSubject } from '../../../server/platform/http/rate-limit.ts';
import { setSessionCookie } from '../../../server/auth/cookies.ts';
import { env } from '../../../env.ts';
import { applicationInput } from '../../../server/applications/application-input.ts';
import { createApplication } from '../../../server/applications/create-application.ts';
import { listApplications, listApplicationsQuery } from '../../../server/applications/list-applications.ts';
import { asLang } from '../../../i18n/lang.ts';

/** POST: public application (decision 009), signs the prospect in. GET: staff list. */
export const { GET, POST, ALL } = route({
  GET: async (ctx) => {
    requireStaff(ctx);
    const query = readQuery(ctx, listApplicationsQuery);
    return listApplications(await getDb(), query);
  },
  POST: async (ctx) => {
    // The one per-IP limit of this route, counted in the database (shared by every instance).
    const rule = { bucket: 'candidature-ip', limit: env().RATE_LIMIT_APPLICATIONS_PER_IP, windowSeconds: env().RATE_LIMIT_APPLICATIONS_WINDOW_SECONDS };
    await consumeRateLimit(await getDb(), rule, ipSubject(clientIp(ctx)));
    const lang = asLang(ctx.locals.lang);
    const input = await readBody(ctx, applicationInput(lang));
    const { application, token, user } = await createApplication(await getDb(), input, ctx.locals.user, lang);
    setSessionCookie(ctx.cookies, token);
    return json({ ...application, token, user }, 201);
  },
});
