import { startSandbox } from './index';

/** `npm run sandbox`: the sandbox on SANDBOX_PORT (default 5858) until Ctrl+C. */

export const DEFAULT_SANDBOX_PORT = 5858;

function portFromEnv(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return DEFAULT_SANDBOX_PORT;
  if (!/^\d+$/.test(raw.trim())) return null;
  const port = Number(raw.trim());
  return port <= 65_535 ? port : null;
}

async function main(): Promise<void> {
  const port = portFromEnv(process.env.SANDBOX_PORT);
  if (port === null) {
    console.error(
      `SANDBOX_PORT must be a port number (0-65535), got "${process.env.SANDBOX_PORT}".`,
    );
    process.exitCode = 1;
    return;
  }
  let sandbox;
  try {
    sandbox = await startSandbox({ port });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === 'EADDRINUSE'
        ? `Port ${port} is already in use: set SANDBOX_PORT to another port (0 picks a free one).`
        : `Could not start the sandbox: ${(error as Error).message}`,
    );
    process.exitCode = 1;
    return;
  }
  const { url } = sandbox;
  // One write, so a reader never sees the URL without the instructions.
  console.log(
    [
      `Sandbox listening on ${url}`,
      '',
      'Point a connection profile at it (Configurações) or start the console with:',
      `  CONSOLE_WORKERS_URL=${url} CONSOLE_API_URL=${url} CONSOLE_FUNCTIONS_URL=${url}`,
      '',
      `Recorded requests: GET ${url}/__sandbox__/requests  (?route=<id>)`,
      `Routes and ids:    GET ${url}/__sandbox__/routes`,
      `Script a route:    POST ${url}/__sandbox__/script  {"route":"<id>|*","status":500}`,
      `Reset:             POST ${url}/__sandbox__/reset`,
      'Press Ctrl+C to stop.',
    ].join('\n'),
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    void sandbox.close().then(() => {
      console.log(`Sandbox stopped (${signal}).`);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

void main();
