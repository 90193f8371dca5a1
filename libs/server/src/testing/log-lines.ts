import { Writable } from 'node:stream';
import { createLogger, type LoggerSettings } from '../logger';

/** A logger whose JSON lines are kept (tests read what an operator would). */
export function capturedLogger(settings: Partial<LoggerSettings> = {}) {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const logger = createLogger(
    { service: 'api', format: 'json', level: 'info', instance: 'test-1', ...settings },
    stream as unknown as Parameters<typeof createLogger>[1],
  );
  return { logger, lines, text: () => raw.join('\n') };
}
