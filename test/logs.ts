// What the handlers log (lambdas/shared/log.ts): Powertools' Logger writes each entry as one JSON
// line straight to process.stdout or process.stderr, so a test catches those writes, keeps the
// entries off its output, and reads them parsed. Anything else written passes through.

import { vi } from 'vitest';

export interface LogEntry {
  level: 'INFO' | 'WARN' | 'ERROR';
  message: string;
  [key: string]: unknown;
}

export interface CapturedLogs {
  /** The entries logged since the capture began, at the level if one is given. */
  entries: (level?: LogEntry['level']) => LogEntry[];
  /** The messages of those entries. */
  messages: (level?: LogEntry['level']) => string[];
  /** The first entry with this message; throws when there is none. */
  entry: (message: string) => LogEntry;
  restore: () => void;
}

function parsedEntry(line: string): LogEntry | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const value = JSON.parse(line) as Partial<LogEntry>;
    return typeof value.level === 'string' && typeof value.message === 'string'
      ? (value as LogEntry)
      : undefined;
  } catch {
    return undefined;
  }
}

export function captureLogs(): CapturedLogs {
  const logged: LogEntry[] = [];
  const spies = [process.stdout, process.stderr].map((stream) => {
    const write = stream.write.bind(stream) as (chunk: string) => boolean;
    return vi.spyOn(stream, 'write').mockImplementation((chunk: unknown) => {
      const text = String(chunk);
      const entries = text.split('\n').filter(Boolean).map(parsedEntry);
      if (entries.length === 0 || entries.some((entry) => !entry)) return write(text);
      logged.push(...(entries as LogEntry[]));
      return true;
    });
  });
  const entries = (level?: LogEntry['level']) =>
    logged.filter((entry) => !level || entry.level === level);
  return {
    entries,
    messages: (level) => entries(level).map((entry) => entry.message),
    entry: (message) => {
      const found = logged.find((entry) => entry.message === message);
      if (!found) throw new Error(`Nothing was logged as "${message}"`);
      return found;
    },
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}
