/** Jobs that run inside the server process when configured (e.g. REMINDERS_CRON). */
const stops: (() => void)[] = [];

export function startBackgroundJobs(): void {
  // The impact reminder schedule plugs in here (issue: impact tracking).
}

export function stopBackgroundJobs(): void {
  for (const stop of stops.splice(0)) stop();
}
