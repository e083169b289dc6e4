import type { Plugin } from 'vite';

export function classicFileOf(fileName: string): string;
export function classicChunk(fileName: string, code: string, url: string): { classic: string; module: string } | { why: string };
export function chunksInCycles(chunks: readonly { fileName: string; imports: readonly string[] }[]): Set<string>;
export function classicChunks(options: {
  minBytes?: number;
  chunks: (chunks: { fileName: string; facadeModuleId: string | null; imports: string[] }[]) => Set<string>;
}): Plugin;
