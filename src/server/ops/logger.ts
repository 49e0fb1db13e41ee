import { pino, type Logger } from 'pino';
import { config } from '../config.ts';

export type { Logger };

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/**
 * The server's log: one JSON object per line on stdout (pino), at LOG_LEVEL. Levels are
 * written as words ("level":"info") and times as ISO text, so a line reads without a decoder.
 */
export function createLogger(level: string = config.logLevel): Logger {
  return pino({
    level: LEVELS.has(level) ? level : 'info',
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
}

/** The serving process's logger (the front server, its cache and renderer, main). */
export const logger: Logger = createLogger();
