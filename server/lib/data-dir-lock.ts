import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When a process started, as the kernel counts it (field 22 of /proc/PID/stat, clock ticks since
 * boot); undefined where /proc is not available. Together with the PID it names one process: a
 * PID the system has given to another process since has another start time.
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may itself contain spaces or parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19];
  } catch {
    return undefined;
  }
}

export class DataDirLockedError extends Error {}

/**
 * Takes `$DATA_DIR/.lock` for this process. The embedded database must have one writer: a second
 * process on the same folder fails at once with a clear message. The lock holds the owner's PID
 * and start time; a lock whose process no longer runs (a crash, a kill -9), or whose PID now
 * belongs to another process, is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, '.lock');
  const own = `${process.pid} ${processStartTime(process.pid) ?? ''}`.trim();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, own);
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lockPath, 'utf8').trim() === own) unlinkSync(lockPath);
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pidText = '', startedAt] = readFileSync(lockPath, 'utf8').trim().split(' ');
      const owner = Number.parseInt(pidText, 10);
      const sameProcess = startedAt === undefined || processStartTime(owner) === undefined || processStartTime(owner) === startedAt;
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner) && sameProcess) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another portal process (pid ${owner}). ` +
            'Stop that process, or give this one its own DATA_DIR.',
        );
      }
      unlinkSync(lockPath);
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
