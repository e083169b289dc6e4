import type { ChildProcess } from 'node:child_process';

export function findNginx(): string | null;
export function nginxMissing(): string;
export function prepareNginx(bin: string, options: { port: number; dist: string; api: string }): { runDir: string; brotli: boolean };
export function startNginx(bin: string, runDir: string): ChildProcess;
