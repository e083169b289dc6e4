import { createAppSystem } from './theme';

/** The app's Chakra system, built when this module is evaluated: for the tests, the prerender and the build. */
export const appSystem = createAppSystem();
