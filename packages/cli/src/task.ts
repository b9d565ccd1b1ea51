/** The shape every task module (`tasks/<name>.ts`) exports; tasks run inside worker threads. */
export interface TaskOutput {
  /** The stdout line (without newline). */
  out: string;
  /** A one-line message for stderr (without newline, without line number; the runner adds it). */
  err?: string;
  /** The input line was malformed: counts toward exit code 1. */
  invalid?: boolean;
}

export type TaskRun = (input: any, options: any) => TaskOutput;

/**
 * Optional: awaited before a batch is run (in this thread and in workers), so a task can load
 * what only some inputs need (the variant formats) without every run paying to load it.
 */
export type TaskPrepare = (inputs: any[], options: any) => Promise<void> | void;

export interface TaskModule {
  run: TaskRun;
  prepare?: TaskPrepare;
}
