/** Jobs that run inside the server process when configured (e.g. REMINDERS_CRON). */
export function startBackgroundJobs(): void {
  // The impact reminder schedule plugs in here (issue: impact tracking).
}
