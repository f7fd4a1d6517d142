/**
 * What a production start needs around it, on this machine, for the production check
 * (tests/production/production-install.sh): an S3-compatible store (s3rver) and an SMTP listener.
 * Runs from the development tree (both are dev dependencies, gone from the pruned install),
 * writes their settings as KEY=VALUE lines to the file named by argv[2], then serves until SIGTERM.
 */
import { writeFileSync } from 'node:fs';
import { startLocalS3 } from '../support/s3-server.ts';
import { startSmtpListener } from '../support/smtp-listener.ts';

const target = process.argv[2];
if (!target) throw new Error('usage: node tests/production/local-services.ts <settings file>');
const s3 = await startLocalS3('atelier-production');
const smtp = await startSmtpListener();
const settings = { ...s3.env, SMTP_URL: smtp.url };
writeFileSync(target, Object.entries(settings).map(([name, value]) => `${name}=${value}\n`).join(''));

async function stop() {
  await Promise.all([s3.close(), smtp.close()]);
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
