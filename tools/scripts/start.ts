import { execSync } from 'node:child_process';
import { DEFAULT_PORTS, REMOTES, startStack, StackStartError, WORKSPACE_ROOT, type ServerName } from './stack';

/** The variable that moves each server's port (npm start only; the e2e and budget runs have their own ports). */
const PORT_VARIABLES: Record<ServerName, string> = {
  shell: 'PORT',
  api: 'API_PORT',
  discovery: 'DISCOVERY_PORT',
  hotel: 'HOTEL_PORT',
  checkout: 'CHECKOUT_PORT',
  account: 'ACCOUNT_PORT',
};

/** A port from its variable, or the default; anything but a port number is refused by name. */
function portOf(name: ServerName, fallback: number): number {
  const variable = PORT_VARIABLES[name];
  const value = process.env[variable]?.trim();
  if (!value) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new StackStartError(`${variable}=${value} is not a port number (1 to 65535)`);
  return port;
}

/** Whether `url` answers 200 and, when given, its body contains `text`. */
async function answers(url: string, text?: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    const body = await response.text();
    return response.ok && (text === undefined || body.includes(text));
  } catch {
    return false;
  }
}

/**
 * The sign-in simulators this stack offers (apps/api README), each named only once both halves answer: the shell's
 * page points at it (its `<html>` attribute) and the API's simulator page is there. A production API, or
 * SIGN_IN_SIMULATORS=off, has none, and then nothing is claimed.
 */
async function signInSimulators(shell: string): Promise<string[]> {
  const [google, phonepe] = await Promise.all([
    Promise.all([answers(`${shell}/login/`, 'data-google-identity-url'), answers(`${shell}/api/dev/google/`)]),
    Promise.all([answers(`${shell}/`, 'data-phonepe-src'), answers(`${shell}/api/dev/phonepe/`)]),
  ]);
  return [
    ...(google.every(Boolean) ? [`Google (simulated) on ${shell}/login/`] : []),
    ...(phonepe.every(Boolean) ? [`a launch from the PhonePe app (simulated) at ${shell}/api/dev/phonepe/`] : []),
  ];
}

/**
 * `npm start`: production builds of the shell and the four remotes, then the API (seeded
 * on first run), one static CDN per remote and the shell server, as production runs them.
 * "Nivaas is running" is printed only once the API itself answers (through the shell too); a port
 * another process holds is named with the variable that moves it, before anything starts.
 */
async function main() {
  const ports = {
    shell: portOf('shell', DEFAULT_PORTS.shell),
    api: portOf('api', DEFAULT_PORTS.api),
    remotes: Object.fromEntries(REMOTES.map((r) => [r, portOf(r, DEFAULT_PORTS.remotes[r])])) as Record<
      (typeof REMOTES)[number],
      number
    >,
  };
  if (!process.argv.includes('--no-build')) {
    execSync('npx nx run-many -t build -p shell discovery hotel checkout account --parallel=2 --output-style=static', {
      cwd: WORKSPACE_ROOT,
      stdio: 'inherit',
      env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
    });
  }
  console.log('\nStarting Nivaas (the first start creates and seeds the API database, which takes a few seconds)...');
  const started = Date.now();
  const stack = await startStack({
    ports,
    env: { PORT: undefined },
    portVariables: PORT_VARIABLES,
    onUnexpectedExit: (command, code) => {
      console.error(`A server stopped (exit ${code}): ${command}`);
      process.exit(1);
    },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nNivaas is running: ${stack.urls.shell}/  (API ${stack.urls.api}/api/docs; ready in ${seconds} s)`);
  // Named only when they answer: a production API (or SIGN_IN_SIMULATORS=off) has none.
  const simulators = await signInSimulators(stack.urls.shell);
  console.log(simulators.length ? `Try signing in: ${simulators.join(', ')}\n` : '');
  const stop = () => stack.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // A port taken or a server that would not start is the operator's to fix: the message, not a trace.
  console.error(error instanceof StackStartError ? `\nNivaas did not start: ${error.message}` : error);
  process.exit(1);
});
