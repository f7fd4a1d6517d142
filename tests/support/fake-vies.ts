/**
 * A local stand-in for the VIES REST service (POST check-vat-number; no outside host in tests,
 * decision 049). It answers by number, as the real service would for these cases:
 * - REGISTERED: valid, with the name and address VIES gives (Germany's address undisclosed: `---`);
 * - IT…: HTTP 500 with MS_UNAVAILABLE (the member state's database is away);
 * - VIES_BUSY: 200, valid false, userError MS_MAX_CONCURRENT_REQ (no verdict);
 * - any other number: valid false, userError INVALID (not registered).
 * A consultation number is answered only when the requester (the seller's VAT number) is sent.
 * A request whose shape is not the service's (prefix left in the number…) gets 400.
 */
import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';

export const REGISTERED: Record<string, { name: string; address: string }> = {
  DE136695976: { name: '---', address: '---' },
  BE0403170701: { name: 'NV ANHEUSER-BUSCH INBEV', address: 'Grote Markt 1\n1000 Brussel' },
  ATU13585627: { name: 'Weber Keramik GmbH', address: 'Hauptplatz 4\n8010 Graz' },
  EL094259216: { name: 'ΚΕΡΑΜΙΚΗ Α.Ε.', address: 'ΟΔΟΣ ΑΘΗΝΑΣ 10\n10551 ΑΘΗΝΑ' },
};
export const VIES_BUSY = 'ESA28015865';

export interface FakeVies {
  url: string;
  close: () => Promise<void>;
}

export async function startFakeVies(): Promise<FakeVies> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const reply = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      let body: { countryCode?: unknown; vatNumber?: unknown; requesterMemberStateCode?: unknown; requesterNumber?: unknown };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return reply(400, { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] });
      }
      const { countryCode, vatNumber } = body;
      if (req.method !== 'POST' || typeof countryCode !== 'string' || !/^[A-Z]{2}$/.test(countryCode) || typeof vatNumber !== 'string' || !/^[0-9A-Z+*]{2,12}$/.test(vatNumber) || /^[A-Z]{2}\d/.test(vatNumber)) {
        return reply(400, { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] });
      }
      const full = countryCode + vatNumber;
      const requestDate = new Date().toISOString();
      const requestIdentifier = typeof body.requesterNumber === 'string' && typeof body.requesterMemberStateCode === 'string' ? `WAPIAAAA${randomBytes(4).toString('hex').toUpperCase()}` : '';
      if (countryCode === 'IT') return reply(500, { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE', message: 'The member state service is unavailable' }] });
      if (full === VIES_BUSY) return reply(200, { countryCode, vatNumber, requestDate, valid: false, requestIdentifier: '', name: '---', address: '---', userError: 'MS_MAX_CONCURRENT_REQ' });
      const registered = REGISTERED[full];
      if (!registered) return reply(200, { countryCode, vatNumber, requestDate, valid: false, requestIdentifier, name: '---', address: '---', userError: 'INVALID' });
      return reply(200, { countryCode, vatNumber, requestDate, valid: true, requestIdentifier, ...registered, userError: 'VALID' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/check-vat-number`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
