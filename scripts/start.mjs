// `npm start`: builds the web app and the server when their sources are newer than the
// build, then runs the server, which serves the API, the app and the job workers on one port.
import { spawn } from 'node:child_process';
import { buildStale, repoRoot, serverArgs } from './app-process.mjs';

try {
  buildStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The server runs as a child so SIGTERM and SIGINT reach it and it shuts down cleanly.
const server = spawn(process.execPath, serverArgs, { cwd: repoRoot, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
