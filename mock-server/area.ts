import type { Router } from 'express';

/**
 * One API area of the mock server (auth, orders, albums ...): its routes under /v2 and a
 * reset that restores its fixtures. server.ts lists the areas; POST /__reset resets them all.
 */
export interface MockArea {
  name: string;
  reset(): void;
  routes(v2: Router): void;
  states?: ProviderStates;
}

/**
 * Provider states for contract verification, by the name a pact's `given` uses. The store is
 * reset before each one; a state then arranges what it needs (params come from the pact).
 */
export type ProviderStates = Record<string, (params: Record<string, unknown>) => void>;
