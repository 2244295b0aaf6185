import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox } from './index';

const cliPath = fileURLToPath(new URL('./cli.ts', import.meta.url));
const tsxBin = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const children: ChildProcess[] = [];

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

type Launcher = 'tsx binary' | 'node --import tsx';

/** Runs the CLI with SANDBOX_PORT set: via the tsx binary as `npm run sandbox` does, or in-process. */
function runCli(port: string | undefined, launcher: Launcher = 'node --import tsx'): Run {
  const env = { ...process.env };
  if (port === undefined) delete env.SANDBOX_PORT;
  else env.SANDBOX_PORT = port;
  const [command, args] =
    launcher === 'tsx binary'
      ? [tsxBin, [cliPath]]
      : [process.execPath, ['--import', 'tsx', cliPath]];
  const child = spawn(command, args, {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group, so a failed test can kill tsx and the node child it starts.
    detached: true,
  });
  children.push(child);
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => text, exited };
}

async function waitForUrl(run: Run): Promise<string> {
  for (;;) {
    const found = /Sandbox listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(run.output());
    if (found && run.output().includes('Press Ctrl+C to stop.')) return found[1];
    if (run.child.exitCode !== null) throw new Error(`CLI exited early:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  }
});

describe('sandbox CLI', () => {
  it.each<Launcher>(['tsx binary', 'node --import tsx'])(
    'starts on SANDBOX_PORT, prints how to point a profile at it, and stops on SIGINT (%s)',
    async (launcher) => {
      const run = runCli('0', launcher);
      const url = await waitForUrl(run);
      expect(run.output()).toContain(
        `CONSOLE_WORKERS_URL=${url} CONSOLE_API_URL=${url} CONSOLE_FUNCTIONS_URL=${url}`,
      );
      const answer = await fetch(`${url}/api/console/customers/segments/vip`);
      expect(answer.status).toBe(200);
      const recorded = (await (await fetch(`${url}/__sandbox__/requests`)).json()) as {
        count: number;
      };
      expect(recorded.count).toBe(1);

      run.child.kill('SIGINT');
      expect(await run.exited).toEqual({ code: 0, signal: null });
      expect(run.output()).toContain('Sandbox stopped (SIGINT).');
      await expect(fetch(`${url}/__sandbox__/stats`)).rejects.toThrow();
    },
  );

  it('refuses a SANDBOX_PORT that is not a port, with a clear message', async () => {
    const ports = ['abc', '70000', '-1'];
    const runs = ports.map((port) => runCli(port));
    for (const [index, run] of runs.entries()) {
      expect(await run.exited).toEqual({ code: 1, signal: null });
      expect(run.output()).toContain(
        `SANDBOX_PORT must be a port number (0-65535), got "${ports[index]}"`,
      );
    }
  });

  it('says so when the port is taken', async () => {
    const taken = await startSandbox();
    try {
      const run = runCli(String(taken.port));
      expect(await run.exited).toEqual({ code: 1, signal: null });
      expect(run.output()).toContain(`Port ${taken.port} is already in use`);
    } finally {
      await taken.close();
    }
  });
});
