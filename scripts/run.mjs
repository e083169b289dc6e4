import { spawn } from 'node:child_process';

/** Runs a command with inherited output; rejects (exits) on a non-zero code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else {
        const error = new Error(`${cmd} ${args.join(' ')} failed (${signal ?? code})`);
        if (options.noExit) reject(error);
        else {
          console.error(error.message);
          process.exit(code || 1);
        }
      }
    });
    child.on('error', reject);
  });
}
