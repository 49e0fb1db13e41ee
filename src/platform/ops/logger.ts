import { pino, type DestinationStream, type Logger } from 'pino';
import { config } from '../config/config.ts';

export type { Logger };

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/**
 * Log text a process holds while nobody reads its stdout (a stalled pipe, a collector that
 * fell behind). Each request writes a line: at a few thousand requests a second an unread
 * pipe held about 40 MB per process after a minute, without bound, and a process stopping
 * with that much to write outlived its primary (tests/unit/server/logger.test.ts).
 */
const LOG_BUFFER_LIMIT_BYTES = 8 * 2 ** 20;

export interface LogDestinationOptions {
  /** A file descriptor (stdout, 1) or a file path. */
  dest?: number | string;
  maxBufferedBytes?: number;
}

export interface LogDestination extends DestinationStream {
  /** Calls back once every line accepted so far is written (pino's logger.flush calls it). */
  flush(callback?: (error?: Error) => void): void;
}

/** The start of a line pino writes at info level or below, in this logger's shape ("level" first, as a word). */
const DROPPABLE = ['{"level":"info"', '{"level":"debug"', '{"level":"trace"'];

/**
 * stdout written asynchronously (pino's default), but bounded. Once `maxBufferedBytes` wait
 * unwritten, lines at info level and below are dropped (warnings and errors are rare and
 * always kept) until the backlog is down to half, and then one line says how many were lost;
 * a process that exits meanwhile says it in its last line.
 */
export function logDestination(options: LogDestinationOptions = {}): LogDestination {
  const limit = options.maxBufferedBytes ?? LOG_BUFFER_LIMIT_BYTES;
  // Bytes accepted and not yet written: sonic-boom reports each write's byte count.
  let pending = 0;
  let dropped = 0;
  const stream = pino.destination({ dest: options.dest ?? 1, sync: false, minLength: 0 });
  stream.on('write', (bytes: number) => (pending -= bytes));
  process.once('exit', () => {
    if (dropped === 0) return;
    stream.write(droppedLine(dropped));
    // pino's own exit hook writes out what is left too, but it may have run already.
    stream.flushSync();
  });
  const accept = (line: string) => {
    pending += Buffer.byteLength(line);
    return stream.write(line);
  };
  return {
    write(line: string) {
      if (dropped > 0 && pending <= limit / 2) {
        accept(droppedLine(dropped));
        dropped = 0;
      }
      // The line's length stands in for its bytes here (they differ only for non-ASCII text): a bound, not an account.
      if ((dropped > 0 || pending + line.length > limit) && DROPPABLE.some((start) => line.startsWith(start))) {
        dropped += 1;
        return false;
      }
      return accept(line);
    },
    flush(callback) {
      // sonic-boom's own flush calls back at once when minLength is 0; 'drain' comes once
      // nothing waits, and an empty write makes one when nothing is being written.
      stream.once('drain', () => callback?.());
      stream.write('');
    },
  };
}

/** A line in the logger's own shape (level as a word, ISO time), written beside pino's. */
function droppedLine(count: number): string {
  return `${JSON.stringify({ level: 'warn', time: new Date().toISOString(), pid: process.pid, dropped: count, msg: `${count} log line${count === 1 ? '' : 's'} dropped: stdout was not read fast enough` })}\n`;
}

/**
 * The server's log: one JSON object per line on stdout (pino), at LOG_LEVEL. Levels are
 * written as words ("level":"info") and times as ISO text, so a line reads without a decoder.
 */
export function createLogger(level: string = config.logLevel, destination: DestinationStream = logDestination()): Logger {
  return pino(
    {
      level: LEVELS.has(level) ? level : 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/** The serving process's logger (the front server, its cache and renderer, main). */
export const logger: Logger = createLogger();
