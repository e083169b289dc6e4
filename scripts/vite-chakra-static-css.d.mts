import type { Plugin } from 'vite';
import type { SystemContext } from '@chakra-ui/react';

export function skipGlobalCss(code: string): string;
export function pureThemeConfig(code: string): string;
export function pureAnatomies(code: string, file?: string): string;
export function stepSystem(code: string): string;
export function stepTokenDictionary(code: string): string;
export function globalCssOf(system: SystemContext): string;
export function chakraStaticCss(options?: { themeModule?: string }): Plugin;
