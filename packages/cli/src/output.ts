/** Buffered stdout with backpressure: lines are joined per batch and writes wait for drain. */
export class LineWriter {
  private buffer = '';
  constructor(private readonly stream: NodeJS.WritableStream = process.stdout) {}

  line(text: string): void {
    this.buffer += text + '\n';
    if (this.buffer.length > 1 << 16) this.flush();
  }

  flush(): void {
    if (this.buffer.length === 0) return;
    this.stream.write(this.buffer);
    this.buffer = '';
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
