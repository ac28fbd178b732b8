import type { DeliveryKind, NewLogEntry } from './engine-types';
import type { SandboxOptions } from './options';

/**
 * Everything the sandbox does later: its timers and its outgoing POSTs (callbacks, C2B). They all
 * live here so close() can stop every one of them and jest exits cleanly, and reset() can drop them.
 */
export class Scheduler {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly promptTimers = new Map<string, Set<NodeJS.Timeout>>();
  private readonly deliveries = new Set<AbortController>();
  private readonly pendingDeliveries = new Set<Promise<void>>();
  private closed = false;
  /** Bumped by reset(), so a delivery still in flight from before does not write into the fresh log. */
  private generation = 0;

  constructor(
    private readonly options: SandboxOptions,
    private readonly log: (entry: NewLogEntry) => void,
  ) {}

  later(ms: number, fn: () => void, promptId?: string): void {
    if (this.closed) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        if (promptId !== undefined) this.promptTimers.get(promptId)?.delete(timer);
        fn();
      },
      Math.max(0, ms),
    );
    this.timers.add(timer);
    if (promptId !== undefined) {
      const set = this.promptTimers.get(promptId) ?? new Set<NodeJS.Timeout>();
      set.add(timer);
      this.promptTimers.set(promptId, set);
    }
  }

  clearPromptTimers(promptId: string): void {
    for (const timer of this.promptTimers.get(promptId) ?? []) {
      clearTimeout(timer);
      this.timers.delete(timer);
    }
    this.promptTimers.delete(promptId);
  }

  /** Stops every timer and in-flight delivery; waits for deliveries to notice. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.promptTimers.clear();
    for (const controller of this.deliveries) controller.abort();
    await Promise.allSettled([...this.pendingDeliveries]);
  }

  /** Drops every timer and in-flight delivery; a delivery that still answers writes nothing. */
  reset(): void {
    this.generation += 1;
    for (const controller of this.deliveries) controller.abort();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.promptTimers.clear();
  }

  /** One POST, never retried (Safaricom does not retry either); the outcome goes to the log. */
  deliver(
    kind: DeliveryKind,
    id: string,
    url: string,
    json: unknown,
    text: string,
    headers: Record<string, string>,
    delivery = 1,
    onAnswer?: (status: number, body: unknown) => void,
  ): void {
    if (this.closed) return;
    const generation = this.generation;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.deliveryTimeoutMs);
    this.deliveries.add(controller);
    const task = (async () => {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json;charset=UTF-8', ...headers },
          body: text,
          signal: controller.signal,
        });
        const answer = await response.text();
        if (generation !== this.generation) return;
        this.log({ kind, id, url, body: json, outcome: 'delivered', status: response.status, delivery });
        if (onAnswer !== undefined && !this.closed) {
          let parsed: unknown;
          try {
            parsed = JSON.parse(answer);
          } catch {
            parsed = undefined;
          }
          onAnswer(response.status, parsed);
        }
      } catch (error) {
        if (generation !== this.generation) return;
        const message = controller.signal.aborted ? 'aborted or timed out' : error instanceof Error ? `${error.message}${causeText(error)}` : String(error);
        this.log({ kind, id, url, body: json, outcome: 'failed', error: message, delivery });
      } finally {
        clearTimeout(timer);
        this.deliveries.delete(controller);
      }
    })();
    this.pendingDeliveries.add(task);
    void task.finally(() => this.pendingDeliveries.delete(task));
  }
}

function causeText(error: Error): string {
  const cause = error.cause;
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return ` (${typeof code === 'string' ? code : cause.message})`;
  }
  return '';
}
