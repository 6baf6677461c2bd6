/** Where the mock writes its log lines (request lines, outbox messages, errors). */
export interface Logger {
  info(line: string): void;
  error(line: string, error?: unknown): void;
}

export const consoleLogger = (): Logger => ({
  info: (line) => {
    console.log(line);
  },
  error: (line, error) => {
    console.error(line, ...(error === undefined ? [] : [error]));
  },
});

/** A logger that keeps its lines, for tests. */
export interface MemoryLogger extends Logger {
  lines: string[];
  errors: { line: string; error: unknown }[];
}

export const memoryLogger = (): MemoryLogger => {
  const lines: string[] = [];
  const errors: { line: string; error: unknown }[] = [];
  return {
    lines,
    errors,
    info: (line) => {
      lines.push(line);
    },
    error: (line, error) => {
      errors.push({ line, error });
    },
  };
};
