/**
 * A scoped logger for worker code, so nothing else in worker/ touches the console. Tests swap the
 * sink to capture or silence output.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogEntry = { level: LogLevel; scope: string; message: string; detail?: unknown };
export type LogSink = (entry: LogEntry) => void;

const consoleSink: LogSink = ({ level, scope, message, detail }) => {
  const line = `[${scope}] ${message}`;
  if (detail === undefined) globalThis.console[level](line);
  else globalThis.console[level](line, detail);
};

let sink: LogSink = consoleSink;

/** Replaces where log entries go; returns a function that restores the previous sink. */
export function setLogSink(next: LogSink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

export type Logger = Record<LogLevel, (message: string, detail?: unknown) => void>;

export function createLogger(scope: string): Logger {
  const at =
    (level: LogLevel) =>
    (message: string, detail?: unknown): void =>
      sink({ level, scope, message, detail });
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
