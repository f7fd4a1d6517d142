/**
 * A lane of heavy work shared fairly between accounts (decision 037): at most `concurrency`
 * jobs run at once, one account runs at most `perAccountRunning` of them and keeps at most
 * `perAccountWaiting` waiting, and a free slot goes to the accounts in turn (round-robin), not to
 * the oldest job. One account that sends twenty large photos therefore waits behind itself, while
 * another account's photo takes the next free slot — or the slot no single account may hold.
 * "In turn" means: a free slot goes to the waiting account whose last job started longest ago.
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
}

/** Why a job cannot join the lane now: the lane is full, or this account already has its share. */
export type Refusal = 'lane_full' | 'account_full' | null;

export class FairLane {
  private running = 0;
  private waitingCount = 0;
  /** Waiting starts per account. */
  private readonly queues = new Map<string, (() => void)[]>();
  private readonly runningBy = new Map<string, number>();
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
    return this.queues.get(account)?.length ?? 0;
  }

  private runningOf(account: string): number {
    return this.runningBy.get(account) ?? 0;
  }

  private canStart(account: string): boolean {
    return this.running < this.size.concurrency && this.runningOf(account) < this.size.perAccountRunning;
  }

  /** Whether a job of `account` would be refused now (checked before an upload's body is read). */
  refusal(account: string): Refusal {
    if (this.canStart(account) && this.waitingOf(account) === 0) return null;
    if (this.waitingCount >= this.size.maxWaiting) return 'lane_full';
    if (this.waitingOf(account) >= this.size.perAccountWaiting) return 'account_full';
    return null;
  }

  /** Runs `job` once the lane gives `account` a slot; throws the refusal when it cannot wait. */
  run<T>(account: string, job: () => Promise<T>): Promise<T> {
    const refused = this.refusal(account);
    if (refused) return Promise.reject(new LaneRefusal(refused));
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.serve(account);
        this.running += 1;
        this.runningBy.set(account, this.runningOf(account) + 1);
        Promise.resolve()
          .then(job)
          .then(resolve, reject)
          .finally(() => {
            this.running -= 1;
            const left = this.runningOf(account) - 1;
            if (left > 0) this.runningBy.set(account, left);
            else this.runningBy.delete(account);
            this.next();
          });
      };
      if (this.canStart(account) && this.waitingOf(account) === 0) return start();
      const queue = this.queues.get(account) ?? [];
      queue.push(start);
      this.queues.set(account, queue);
      this.waitingCount += 1;
    });
  }

  private serve(account: string): void {
    this.lastServed.delete(account);
    this.lastServed.set(account, ++this.serial);
    // Forget idle accounts now and then (oldest first); an account seen again starts at the front.
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
      for (const account of this.queues.keys()) {
        if (!this.canStart(account)) continue;
        if (chosen === undefined || (this.lastServed.get(account) ?? 0) < (this.lastServed.get(chosen) ?? 0)) chosen = account;
      }
      if (chosen === undefined) return;
      const queue = this.queues.get(chosen)!;
      const start = queue.shift()!;
      if (queue.length === 0) this.queues.delete(chosen);
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
