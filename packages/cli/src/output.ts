/**
 * Buffered output of the line commands, with backpressure: lines are joined and written once
 * the current turn of the event loop is over (so a slow result is out as soon as it is ready,
 * and fast ones share a write); the pool waits for drain between batches.
 *
 * Written with write(2) on the descriptors themselves, not through process.stdout, so that what
 * was written is known exactly:
 * - each write is at most PIPE_BUF (4096) bytes and ends at a line end, and a write of at most
 *   PIPE_BUF bytes to a pipe is all or nothing, so a reader never gets half a line, and
 *   `written` counts the lines the kernel took (what the reader gets), not what was queued (a
 *   socket may take part of a write: on an interrupt the rest of that line is written first);
 * - a full pipe answers EAGAIN (Node makes stdout non-blocking): the rest waits on a timer, so
 *   the event loop (and Ctrl-C) keeps running, and on an interrupt nothing more is written;
 * - messages for stderr (`sudokit: line 3: ...`) wait in the same queue, so they come out after
 *   the stdout lines before them even when stdout is slow (both read in one terminal or pipe).
 */
import { writeSync } from 'node:fs';
import { exitOnOutputError } from './output-errors.js';

/** POSIX's atomic pipe write size (Linux: 4096). */
const PIPE_BUF = 4096;
/** Queued bytes above which drained() waits. */
const HIGH_WATER = 1 << 16;

interface Segment {
  fd: number;
  bytes: Buffer;
  offset: number;
}

const PAUSE = new Int32Array(new SharedArrayBuffer(4));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class LineWriter {
  private text = ''; // stdout lines not yet in the queue
  private readonly queue: Segment[] = [];
  private queued = 0; // bytes in the queue
  private scheduled = false;
  private waiting = false; // a retry timer is set: the descriptor was full
  private stopped = false;
  private listeners: (() => void)[] = [];
  /** Lines of stdout the kernel has taken so far. */
  written = 0;

  /**
   * `fd`: where the lines go (stdout by default, or a --resume file); `onError`: what a failed
   * write of a line does (default: the output contract for stdout, output-errors.ts).
   */
  constructor(
    private readonly fd = 1,
    private readonly onError: (e: unknown) => never = exitOnOutputError,
  ) {
    if (fd === 1) void process.stdout; // Node sets a stdout pipe non-blocking when it opens it
  }

  line(text: string): void {
    if (this.stopped) return;
    this.text += text + '\n';
    if (this.text.length > HIGH_WATER) this.flush();
    else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.flush();
      });
    }
  }

  /** A whole line for stderr (with its newline), written after every stdout line before it. */
  message(text: string): void {
    if (this.stopped) return;
    this.enqueueText();
    this.enqueue(2, Buffer.from(text));
    this.pump();
  }

  /** Queue the lines so far and write what the descriptor takes now. */
  flush(): void {
    this.enqueueText();
    this.pump();
  }

  private enqueueText(): void {
    if (this.text.length === 0) return;
    this.enqueue(this.fd, Buffer.from(this.text));
    this.text = '';
  }

  private enqueue(fd: number, bytes: Buffer): void {
    this.queue.push({ fd, bytes, offset: 0 });
    this.queued += bytes.length;
  }

  /** Write from the queue until it is empty or a descriptor is full (then retry on a timer). */
  private pump(): void {
    if (this.waiting) return;
    while (this.queue.length > 0) {
      const seg = this.queue[0];
      const rest = seg.bytes.length - seg.offset;
      let n = rest;
      if (n > PIPE_BUF) {
        const cut = seg.bytes.lastIndexOf(10, seg.offset + PIPE_BUF - 1);
        n = cut >= seg.offset ? cut + 1 - seg.offset : PIPE_BUF; // a line longer than PIPE_BUF goes in pieces
      }
      let done: number;
      try {
        done = writeSync(seg.fd, seg.bytes, seg.offset, n);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EAGAIN') {
          this.retry();
          return;
        }
        if (seg.fd === this.fd) this.onError(e);
        this.drop(); // a failing stderr is ignored (output-errors.ts)
        continue;
      }
      if (seg.fd === this.fd) this.written += countLines(seg.bytes, seg.offset, seg.offset + done);
      seg.offset += done;
      this.queued -= done;
      if (seg.offset >= seg.bytes.length) this.queue.shift();
    }
    this.notify();
  }

  /**
   * A write cut inside a line (a socket, which is not bound by PIPE_BUF, or a line longer than
   * PIPE_BUF): the rest of that line is written, waiting for the reader at most a second.
   */
  private finishLine(): void {
    const seg = this.queue[0];
    if (!seg || seg.fd !== this.fd || seg.offset === 0 || seg.bytes[seg.offset - 1] === 10) return;
    const end = seg.bytes.indexOf(10, seg.offset) + 1 || seg.bytes.length;
    const deadline = Date.now() + 1000;
    while (seg.offset < end) {
      try {
        seg.offset += writeSync(seg.fd, seg.bytes, seg.offset, end - seg.offset);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EAGAIN' || Date.now() > deadline) return;
        Atomics.wait(PAUSE, 0, 0, 5);
      }
    }
    this.written++;
  }

  private drop(): void {
    const seg = this.queue.shift()!;
    this.queued -= seg.bytes.length - seg.offset;
  }

  private retry(): void {
    this.waiting = true;
    void sleep(5).then(() => {
      this.waiting = false;
      if (!this.stopped) this.pump();
    });
    this.notify();
  }

  private notify(): void {
    const ls = this.listeners;
    this.listeners = [];
    for (const l of ls) l();
  }

  private async waitFor(cond: () => boolean): Promise<void> {
    while (!cond()) await new Promise<void>((resolve) => this.listeners.push(resolve));
  }

  /** Resolves when the queue is short enough to take more (call between batches). */
  async drained(): Promise<void> {
    this.flush();
    await this.waitFor(() => this.queued < HIGH_WATER || this.stopped);
  }

  /** Resolves when everything is written. */
  async end(): Promise<void> {
    this.flush();
    await this.waitFor(() => this.queue.length === 0 || this.stopped);
  }

  /**
   * On an interrupt: write what the descriptors take right now (all of it to a file; to a full
   * pipe, nothing more), drop the rest, and return the lines written. Every write ended at a
   * line end, so the reader has whole lines only.
   */
  stop(): number {
    this.enqueueText();
    this.waiting = false;
    this.pump();
    this.finishLine();
    this.stopped = true;
    this.queue.length = 0;
    this.queued = 0;
    this.notify();
    return this.written;
  }
}

function countLines(bytes: Buffer, from: number, to: number): number {
  let n = 0;
  for (let i = bytes.indexOf(10, from); i >= 0 && i < to; i = bytes.indexOf(10, i + 1)) n++;
  return n;
}
