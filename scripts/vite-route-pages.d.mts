import type { Plugin } from 'vite';

export const FIRST_SCREENS: readonly { page: string; modules: readonly string[]; path?: string; frame?: boolean }[];
export const STARTUP_MODULES: readonly string[];
export interface StageModuleInfo {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
export function startupGroups(
  entryId: string,
  stages?: readonly string[],
): {
  name: (id: string, ctx: { getModuleInfo(id: string): StageModuleInfo | null }) => string | null;
  debugName: string;
  tags: ['$initial'];
  priority: number;
}[];
export function stageProblems(manifest: Record<string, { file: string; name?: string; imports?: string[] }>, stages?: readonly string[]): string[];
export function startupSet(stages?: readonly string[]): Plugin;
export function chunkFiles(
  chunks: { fileName: string; facadeModuleId: string | null; imports: string[]; css: string[] }[],
  module: string,
): { js: string[]; css: string[] };
export function withPreloads(html: string, files: { js: string[]; css: string[] }, base?: string): string;
export function withScreen(page: string, html: string, path: string): string;
export function withFrame(page: string, html: string): string;
export function withBootScript(page: string, bootFile: string, base?: string): { html: string; code: string };
export function prerendered(path: string): string;
export function routePages(): Plugin;
