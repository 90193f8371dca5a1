import { fork } from 'node:child_process';
import { join } from 'node:path';

export interface ApiProcess {
  /** http://127.0.0.1:<port> */
  readonly address: string;
  /** CPU time (user + system) the API process has used so far, in ms, and the requests it answered. */
  cpu(): Promise<{ ms: number; handled: number }>;
  /** Resolves once the API handles no request (those a client gave up on included). */
  idle(): Promise<void>;
  /** How many of these bookings the API's database holds as CONFIRMED. */
  confirmedCount(orderIds: readonly string[]): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Starts the API in a child process (api-server-main.ts, through tsx) and resolves once it listens.
 * With API_CPU_PROF=<dir> the API process writes a V8 CPU profile there when it stops (read its top
 * frames with tools/bench/top-frames.ts, or open it in Chrome DevTools).
 */
export function startApiProcess(env: Record<string, string> = {}): Promise<ApiProcess> {
  const child = fork(join(__dirname, 'api-server-main.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  /** Sends a question to the API process and resolves with the first answer carrying `key`. */
  const ask = <T>(question: string | object, key: string) =>
    new Promise<T>((resolve) => {
      const onMessage = (message: unknown) => {
        const answer = (message as Record<string, unknown>)[key];
        if (answer === undefined) return;
        child.off('message', onMessage);
        resolve(answer as T);
      };
      child.on('message', onMessage);
      child.send(question);
    });
  const cpu = async () => {
    const usage = await ask<NodeJS.CpuUsage & { handled: number }>('cpu', 'cpu');
    return { ms: (usage.user + usage.system) / 1000, handled: usage.handled };
  };
  const idle = async () => {
    await ask<boolean>('idle', 'idle');
  };
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the API process exited (${code}) before listening`)));
    child.once('message', (message) => {
      const { address } = message as { address: string };
      resolve({
        address,
        cpu,
        idle,
        confirmedCount: (orderIds) => ask<number>({ confirmed: orderIds }, 'confirmedCount'),
        stop: async () => {
          child.send('stop');
          await exited;
        },
      });
    });
  });
}
