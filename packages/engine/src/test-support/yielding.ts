/**
 * Long data-set tests must not block their worker for a minute: vitest's worker RPC times out
 * ("Timeout calling onTaskUpdate") when the event loop is stuck that long. This runs `fn` over
 * `items`, yielding to the event loop every `sliceMs` milliseconds.
 */
/** One turn of the event loop: vitest's worker reads its messages, timers run. */
export const yieldToEventLoop = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));

export async function forEachYielding<T>(items: Iterable<T>, fn: (item: T, index: number) => void, sliceMs = 500): Promise<void> {
  let index = 0;
  let sliceStart = performance.now();
  for (const item of items) {
    fn(item, index++);
    if (performance.now() - sliceStart > sliceMs) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
  }
}
