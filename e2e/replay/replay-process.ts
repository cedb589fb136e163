import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface Replay {
  readonly origin: string;
  /** Everything it printed so far (the missing-files line among it). */
  output(): string;
  stop(): Promise<void>;
}

/** `npm run replay -- <file> --port 0`, as a developer runs it; resolves once it prints its address. */
export function startReplay(file: string, extra: readonly string[] = ['--port', '0']): Promise<Replay> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'fixtures/server/replay.ts', file, ...extra],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const address = /Vitrina replay: (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (address) {
        resolve({
          origin: address[1]!,
          output: () => output,
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`replay exited with ${String(code)} before serving: ${output}`)));
  });
}

/** Runs the replay command to its end; for the command-line errors. */
export function runReplay(args: readonly string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'fixtures/server/replay.ts', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}
