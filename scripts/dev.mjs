// `npm run dev`: the API with reload on change (tsx watch, port 3000) and the Vite dev server
// (port 5173, proxying the API), together; Ctrl-C stops both.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn('npm', ['run', 'dev', '-w', 'server'], {
    cwd: root,
    stdio: 'inherit',
    // Development shows reset links and codes: reachable from this machine only.
    env: { DEV_MAILBOX: 'true', HOST: '127.0.0.1', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
