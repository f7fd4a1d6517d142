/**
 * What every command shares: the settings read once (a bad value names the variable and exits 1),
 * and for backup and restore their arguments (`--name value` or `--name=value`) and their run.
 */
import { env, EnvError, type Env } from '../src/env.ts';

const args = process.argv.slice(2);

export function readOption(name: string): string | undefined {
  const inline = args.find((a) => a.startsWith(`${name}=`));
  if (inline) return inline.slice(name.length + 1);
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

export const hasFlag = (name: string): boolean => args.includes(name);

/** The validated settings; on a missing or bad one, prints what is wrong and exits 1. */
export function settingsOrExit(): Env {
  try {
    return env();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    // Outside production the settings write a secret into DATA_DIR: a directory this user cannot
    // write (the release's read-only tree, another user's data) gets one line, not a stack.
    const { code, path } = error as NodeJS.ErrnoException;
    if (code && path) {
      console.error(`Cannot prepare the settings: ${code} on ${path} (DATA_DIR=${process.env.DATA_DIR ?? './data'}). Run commands as the service's user with the installation's settings: bin/atelier (docs/operations.md, "Running commands").`);
      process.exit(1);
    }
    throw error;
  }
}

/** Validates the settings, runs `work`, prints its result as one JSON line, closes the database and exits. */
export async function runCommand(name: string, work: () => Promise<unknown>): Promise<never> {
  settingsOrExit();
  const { closeDatabase } = await import('../src/server/platform/db/client.ts');
  let exitCode = 0;
  try {
    console.log(JSON.stringify(await work()));
  } catch (error) {
    console.error(`${name} failed: ${(error as Error).message}`);
    exitCode = 1;
  } finally {
    await closeDatabase().catch(() => {});
  }
  process.exit(exitCode);
}
