/**
 * A local stand-in for Google's OAuth endpoints (no outside host in tests): authorization
 * redirects straight back with a code, the token endpoint checks the PKCE verifier and the
 * client secret, and answers an id_token for the identity set by the test.
 */
import { createServer, type Server } from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';

export interface FakeIdentity {
  sub: string;
  email: string;
  given_name?: string;
  family_name?: string;
  email_verified?: boolean;
}

export interface FakeGoogle {
  url: string;
  clientId: string;
  clientSecret: string;
  setIdentity: (identity: FakeIdentity) => void;
  tokenRequests: { verifierOk: boolean; secretOk: boolean }[];
  close: () => Promise<void>;
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const clientId = 'fake-client-id';
  const clientSecret = 'fake-client-secret';
  let identity: FakeIdentity = { sub: 'google-sub-1', email: 'google.user@example.test', given_name: 'Gaëlle', email_verified: true };
  const codes = new Map<string, { challenge: string; identity: FakeIdentity; redirectUri: string }>();
  const tokenRequests: FakeGoogle['tokenRequests'] = [];

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/authorize') {
      const challenge = url.searchParams.get('code_challenge');
      const redirectUri = url.searchParams.get('redirect_uri');
      if (url.searchParams.get('code_challenge_method') !== 'S256' || !challenge || !redirectUri || url.searchParams.get('client_id') !== clientId) {
        res.writeHead(400).end('bad authorization request');
        return;
      }
      const code = randomBytes(16).toString('hex');
      codes.set(code, { challenge, identity, redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (url.pathname === '/__identity' && req.method === 'POST') {
      // Test control: the identity the next authorization will sign in as.
      let body = '';
      for await (const chunk of req) body += chunk;
      identity = JSON.parse(body) as FakeIdentity;
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      for await (const chunk of req) body += chunk;
      const form = new URLSearchParams(body);
      const entry = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const verifierOk = !!entry && createHash('sha256').update(verifier).digest('base64url') === entry.challenge;
      const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
      const secretOk = req.headers.authorization === `Basic ${basic}` || form.get('client_secret') === clientSecret;
      tokenRequests.push({ verifierOk, secretOk });
      if (!entry || !verifierOk || !secretOk) {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'invalid_grant' }));
        return;
      }
      const idToken = await new SignJWT({ ...entry.identity, aud: clientId, iss: 'https://accounts.google.com' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(entry.identity.sub)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(randomBytes(32));
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({ access_token: randomBytes(8).toString('hex'), token_type: 'Bearer', expires_in: 3600, id_token: idToken }),
      );
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    setIdentity: (next) => (identity = next),
    tokenRequests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
