/** Severity of a log line; `silent` logs nothing. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Extra fields of a log line. */
export type LogFields = Record<string, unknown>;

/** Structured logger: one JSON object per line (`time`, `level`, `msg` and the fields). */
export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  /** A logger adding `fields` to every line. */
  child(fields: LogFields): Logger;
}

/**
 * A JSON-lines logger writing lines at or above `level` to `write` (standard output by default).
 *
 * @example createLogger('info').info('request', { request_id: 'x', status: 200 })
 */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  base: LogFields = {},
): Logger {
  const emit = (lineLevel: Exclude<LogLevel, 'silent'>, msg: string, fields: LogFields = {}): void => {
    if (RANK[lineLevel] < RANK[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lineLevel, msg, ...base, ...fields }));
  };
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
    child: (fields) => createLogger(level, write, { ...base, ...fields }),
  };
}
