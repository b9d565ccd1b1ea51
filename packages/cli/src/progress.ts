/**
 * A progress bar on stderr, drawn only when stderr is a terminal and the job has run for more
 * than a moment, so pipes and logs never see it and quick jobs never flash it.
 */
export interface Progress {
  /** Report progress: `done` of `total` units (total may be unknown). */
  update(done: number, total?: number): void;
  /** Erase the bar. */
  finish(): void;
}

const DELAY_MS = 400;
const FRAME_MS = 100;

export function createProgress(label: string, stream: NodeJS.WriteStream = process.stderr): Progress {
  if (!stream.isTTY) return { update() {}, finish() {} };
  const start = Date.now();
  let last = 0;
  let drawn = false;
  return {
    update(done, total) {
      const now = Date.now();
      if (now - start < DELAY_MS || now - last < FRAME_MS) return;
      last = now;
      const width = Math.max(10, Math.min(40, (stream.columns ?? 80) - 50));
      const elapsed = (now - start) / 1000;
      let line: string;
      if (total && total > 0) {
        const frac = Math.min(1, done / total);
        const filled = Math.round(frac * width);
        const eta = frac > 0 ? elapsed / frac - elapsed : 0;
        line = `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(frac * 100).toFixed(0)}% ${elapsed.toFixed(0)}s eta ${eta.toFixed(0)}s`;
      } else {
        line = `${label} ${done} done, ${elapsed.toFixed(0)}s`;
      }
      stream.write(`\r${line}\x1b[K`);
      drawn = true;
    },
    finish() {
      if (drawn) stream.write('\r\x1b[K');
    },
  };
}
