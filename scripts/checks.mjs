// `npm run typecheck` and `npm run lint` side by side: each runs on one core, and a test machine
// has two. Each one's output is printed whole once it ends; fails when either fails.
import { spawn } from 'node:child_process';

function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ script, code, output: Buffer.concat(output) }));
  });
}

const results = await Promise.all(['typecheck', 'lint'].map(run));
for (const { script, code, output } of results) {
  process.stdout.write(output);
  console.log(`${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`);
}
process.exit(results.every(({ code }) => code === 0) ? 0 : 1);
