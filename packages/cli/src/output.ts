/**
 * Buffered stdout with backpressure: lines are joined and written once the current turn of the
 * event loop is over (so a slow result is out as soon as it is ready, and fast ones share a
 * write); writes wait for drain between batches.
 */
export class LineWriter {
  private buffer = '';
  private bufferedLines = 0;
  private scheduled = false;
  /** Lines handed to the stream so far. */
  written = 0;
  constructor(private readonly stream: NodeJS.WritableStream = process.stdout) {}

  line(text: string): void {
    this.buffer += text + '\n';
    this.bufferedLines++;
    if (this.buffer.length > 1 << 16) this.flush();
    else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.flush();
      });
    }
  }

  flush(): void {
    if (this.buffer.length === 0) return;
    this.stream.write(this.buffer);
    this.written += this.bufferedLines;
    this.buffer = '';
    this.bufferedLines = 0;
  }

  /** Resolves when the stream can take more (call between batches). */
  async drained(): Promise<void> {
    this.flush();
    const s = this.stream as NodeJS.WritableStream & { writableNeedDrain?: boolean };
    if (s.writableNeedDrain) await new Promise<void>((resolve) => s.once('drain', resolve));
  }

  async end(): Promise<void> {
    await this.drained();
  }
}
