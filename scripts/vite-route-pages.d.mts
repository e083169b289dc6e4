import type { Plugin } from 'vite';

export interface FirstScreen {
  page: string;
  modules: readonly string[];
  path?: string;
  frame?: boolean;
  stages?: readonly string[];
  prefetch?: readonly string[];
}
export const FIRST_SCREENS: readonly FirstScreen[];
export function stagesOf(screen: { stages?: readonly string[] }): readonly string[];
export const STARTUP_MODULES: readonly string[];
export const STAGE_PRIORITY_STEP: number;
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
export function withBootScript(page: string, bootFile: string, base?: string, later?: readonly string[]): { html: string; code: string };
export function prerendered(path: string): string;
export function routePages(): Plugin;
