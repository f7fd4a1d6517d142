/**
 * A lane of heavy work shared fairly between accounts (decision 037): at most `concurrency`
 * jobs run at once, one account runs at most `perAccountRunning` of them and keeps at most
 * `perAccountWaiting` waiting, and a free slot goes to the accounts in turn (round-robin), not to
 * the oldest job. One account that sends twenty large photos therefore waits behind itself, while
 * another account's photo takes the next free slot — or the slot no single account may hold.
 * "In turn" means: a free slot goes to the waiting account whose last job started longest ago.
 * An account the lane has not seen yet goes first in the members' lane (a member who has had
 * nothing yet); in a lane of free accounts (`newcomersWait`), it counts as served when its first
 * job arrives, so minting a fresh account never buys a place ahead of those already waiting
 * (decision 063).
 *
 * A job may count against several accounts at once (an account and its address: a prospect is
 * held to its address's share as well as its own, decision 063): it starts only when every one of
 * them is under its share, and each one's waiting jobs are counted.
 *
 * p-limit (used before) serves its queue first come, first served: one account's flood was
 * ahead of everyone. This is the few lines of scheduling p-limit cannot do.
 */
export interface FairLaneSize {
  concurrency: number;
  /** Jobs waiting in the whole lane. */
  maxWaiting: number;
  perAccountRunning: number;
  perAccountWaiting: number;
  /** A new account joins the turns as if just served (free accounts cost nothing to make). */
  newcomersWait?: boolean;
}

/** Why a job cannot join the lane now: the lane is full, or this account already has its share. */
export type Refusal = 'lane_full' | 'account_full' | null;

export class FairLane {
  private running = 0;
  private waitingCount = 0;
  /** Waiting starts, queued under the job's first account. */
  private readonly queues = new Map<string, { accounts: readonly string[]; start: () => void }[]>();
  private readonly runningBy = new Map<string, number>();
  /** Waiting jobs counted against each account (every account a job names). */
  private readonly waitingBy = new Map<string, number>();
  /** When each account last started a job: the free slot goes to the one served longest ago. */
  private readonly lastServed = new Map<string, number>();
  private serial = 0;

  readonly size: FairLaneSize;

  // No parameter properties: scripts/start.ts loads this file with Node's type stripping.
  constructor(size: FairLaneSize) {
    this.size = size;
  }

  get activeCount(): number {
    return this.running;
  }

  get pendingCount(): number {
    return this.waitingCount;
  }

  private waitingOf(account: string): number {
    return this.waitingBy.get(account) ?? 0;
  }

  private runningOf(account: string): number {
    return this.runningBy.get(account) ?? 0;
  }

  private canStart(accounts: readonly string[]): boolean {
    return this.running < this.size.concurrency && accounts.every((account) => this.runningOf(account) < this.size.perAccountRunning);
  }

  /** Whether a job of `account` (or of several at once) would be refused now (checked before an upload's body is read). */
  refusal(account: string | readonly string[]): Refusal {
    const accounts = typeof account === 'string' ? [account] : account;
    if (this.canStart(accounts) && accounts.every((a) => this.waitingOf(a) === 0)) return null;
    if (this.waitingCount >= this.size.maxWaiting) return 'lane_full';
    if (accounts.some((a) => this.waitingOf(a) >= this.size.perAccountWaiting)) return 'account_full';
    return null;
  }

  /** Runs `job` once the lane gives `account` (every one of them) a slot; throws the refusal when it cannot wait. */
  run<T>(account: string | readonly string[], job: () => Promise<T>): Promise<T> {
    const accounts = typeof account === 'string' ? [account] : [...new Set(account)];
    const refused = this.refusal(accounts);
    if (refused) return Promise.reject(new LaneRefusal(refused));
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.serve(accounts);
        this.running += 1;
        for (const a of accounts) this.runningBy.set(a, this.runningOf(a) + 1);
        Promise.resolve()
          .then(job)
          .then(resolve, reject)
          .finally(() => {
            this.running -= 1;
            for (const a of accounts) {
              const left = this.runningOf(a) - 1;
              if (left > 0) this.runningBy.set(a, left);
              else this.runningBy.delete(a);
            }
            this.next();
          });
      };
      if (this.canStart(accounts) && accounts.every((a) => this.waitingOf(a) === 0)) return start();
      // First seen while others wait: in a lane of free accounts it joins the turns as if just
      // served, behind them (decision 063).
      if (this.size.newcomersWait && !this.lastServed.has(accounts[0]!)) this.lastServed.set(accounts[0]!, ++this.serial);
      const queue = this.queues.get(accounts[0]!) ?? [];
      queue.push({ accounts, start });
      this.queues.set(accounts[0]!, queue);
      for (const a of accounts) this.waitingBy.set(a, this.waitingOf(a) + 1);
      this.waitingCount += 1;
    });
  }

  private serve(accounts: readonly string[]): void {
    for (const account of accounts) this.markServed(account);
  }

  private markServed(account: string): void {
    this.lastServed.delete(account);
    this.lastServed.set(account, ++this.serial);
    // Forget idle accounts now and then (oldest first); an account seen again counts as new.
    if (this.lastServed.size > 10_000) {
      for (const [idle] of this.lastServed) {
        if (this.lastServed.size <= 5_000) break;
        if (!this.runningBy.has(idle) && !this.queues.has(idle)) this.lastServed.delete(idle);
      }
    }
  }

  /** Starts waiting jobs while slots are free, taking first the account served longest ago. */
  private next(): void {
    while (this.running < this.size.concurrency) {
      let chosen: string | undefined;
      for (const [account, queue] of this.queues) {
        if (!this.canStart(queue[0]!.accounts)) continue;
        if (chosen === undefined || (this.lastServed.get(account) ?? 0) < (this.lastServed.get(chosen) ?? 0)) chosen = account;
      }
      if (chosen === undefined) return;
      const queue = this.queues.get(chosen)!;
      const { accounts, start } = queue.shift()!;
      if (queue.length === 0) this.queues.delete(chosen);
      for (const a of accounts) {
        const left = this.waitingOf(a) - 1;
        if (left > 0) this.waitingBy.set(a, left);
        else this.waitingBy.delete(a);
      }
      this.waitingCount -= 1;
      start();
    }
  }
}

export class LaneRefusal extends Error {
  readonly reason: Exclude<Refusal, null>;

  constructor(reason: Exclude<Refusal, null>) {
    super(`heavy work refused: ${reason}`);
    this.reason = reason;
  }
}
