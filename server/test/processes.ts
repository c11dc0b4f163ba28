import { readdirSync, readFileSync } from 'node:fs';

/**
 * Linux counts a process's CPU time in clock ticks of 1/100 s (USER_HZ, the same on every architecture Node runs on).
 */
const TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat after the command's name (which may hold spaces and parentheses). */
function statOf(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // it has ended
  }
}

/** The ids of the processes `pid` started that are still running (the shop's workers), read from /proc. */
export function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((child) => {
      const stat = statOf(child);
      return stat !== null && stat[1] === String(pid) && stat[0] !== 'Z'; // an ended one not yet reaped is not running
    });
}

/** CPU time (user and system, ms) that `pid` and its running children have used so far. */
export function cpuMsOfTree(pid: number): number {
  return [pid, ...childrenOf(pid)].reduce((sum, one) => {
    const stat = statOf(one);
    // utime and stime are the 14th and 15th fields, the 12th and 13th after the name.
    return stat ? sum + ((Number(stat[11]) + Number(stat[12])) * 1000) / TICKS_PER_SECOND : sum;
  }, 0);
}
