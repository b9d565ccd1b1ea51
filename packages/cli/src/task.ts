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
