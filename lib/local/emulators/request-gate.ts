// Orders the DynamoDB stand-in's API calls around its transactions: ordinary calls run side by side,
// a transaction runs alone. It waits for the calls already running, and every call that arrives
// meanwhile waits for it, in arrival order, so no call sees or changes its items half-written.

interface Waiting {
  exclusive: boolean;
  start: () => void;
}

export class RequestGate {
  private shared = 0;
  private exclusive = false;
  private readonly waiting: Waiting[] = [];

  /** Runs `work` beside other shared work, never beside exclusive work. */
  runShared<T>(work: () => Promise<T>): Promise<T> {
    return this.run(false, work);
  }

  /** Runs `work` alone: after the work already running, before any that arrives later. */
  runExclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.run(true, work);
  }

  private run<T>(exclusive: boolean, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({
        exclusive,
        start: () => {
          work()
            .then(resolve, reject)
            .finally(() => this.release(exclusive));
        },
      });
      this.admit();
    });
  }

  private admit(): void {
    while (!this.exclusive && this.waiting.length > 0) {
      const next = this.waiting[0]!;
      if (next.exclusive && this.shared > 0) {
        return;
      }
      this.waiting.shift();
      if (next.exclusive) {
        this.exclusive = true;
      } else {
        this.shared += 1;
      }
      next.start();
    }
  }

  private release(exclusive: boolean): void {
    if (exclusive) {
      this.exclusive = false;
    } else {
      this.shared -= 1;
    }
    this.admit();
  }
}
