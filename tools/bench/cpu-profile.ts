import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

/**
 * Starts V8's CPU profiler in this process and returns what writes the profile (<dir>/api-<pid>.cpuprofile).
 * Started once the API listens, so the profile holds the requests and not the start-up (migrations, seeding),
 * which `node --cpu-prof` would mix in.
 */
export async function startCpuProfile(dir: string): Promise<() => Promise<string>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    const file = join(dir, `api-${process.pid}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
    return file;
  };
}
