import { spawnSync } from 'node:child_process';

/**
 * The Redis the tests use: REDIS_URL, else the one at 127.0.0.1:6379 when it answers, else none
 * (the Redis tests are then skipped). Asked synchronously, since jest declares tests synchronously.
 */
export function redisForTests(): string | null {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  const probe =
    `const ` +
    `s=require('net').connect(6379,'127.0.0.1',()=>{s.end();process.exit(0)});` +
    `s.on('error',()=>process.exit(1));setTimeout(()=>process.exit(1),1000)`;
  return spawnSync(process.execPath, ['-e', probe]).status === 0 ? 'redis://127.0.0.1:6379' : null;
}
