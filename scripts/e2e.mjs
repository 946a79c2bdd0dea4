// Builds the demo and harbour brands, then runs the Playwright journeys against them.
import { spawnSync } from 'node:child_process';

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.env.E2E_SKIP_BUILD) {
  run('npx', ['vite', 'build', '--logLevel', 'warn'], { BRAND: 'demo' });
  run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', 'dist-harbour'], {
    BRAND: 'harbour',
  });
}
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
