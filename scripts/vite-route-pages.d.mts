import type { Plugin } from 'vite';

export const FIRST_SCREENS: readonly { page: string; module: string; path?: string }[];
export const STARTUP_MODULES: readonly string[];
export function chunkFiles(
  chunks: { fileName: string; facadeModuleId: string | null; imports: string[]; css: string[] }[],
  module: string,
): { js: string[]; css: string[] };
export function withPreloads(html: string, files: { js: string[]; css: string[] }, base?: string): string;
export function withScreen(page: string, html: string, path: string): string;
export function withBootScript(page: string, bootFile: string, base?: string): { html: string; code: string };
export function prerendered(path: string): string;
export function routePages(): Plugin;
