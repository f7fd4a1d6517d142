/** Arguments and the run of the backup and restore commands (`--name value` or `--name=value`). */
import { env, EnvError } from '../src/env.ts';

const args = process.argv.slice(2);

export function readOption(name: string): string | undefined {
  const inline = args.find((a) => a.startsWith(`${name}=`));
  if (inline) return inline.slice(name.length + 1);
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

export const hasFlag = (name: string): boolean => args.includes(name);

/** Validates the settings, runs `work`, prints its result as one JSON line, closes the database and exits. */
export async function runCommand(name: string, work: () => Promise<unknown>): Promise<never> {
  try {
    env();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { closeDatabase } = await import('../src/server/db/client.ts');
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
