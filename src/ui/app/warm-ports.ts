import type { Container } from 'inversify';
import { TOKENS } from '../../application/tokens';
import { warmUp } from '../../application/warm-up';

/** A port bound to a gateway whose module loads on its first call, named without its `Gateway`. */
export type LazyPort = keyof typeof TOKENS extends infer K ? (K extends `${infer Name}Gateway` ? Name : never) : never;

/**
 * A route's loader that asks for the modules of the gateways its screen calls as it loads
 * (src/di/lazy-gateway.ts): the router runs it while the screen's chunk downloads, and when a
 * link to it is pointed at, so the screen's first call does not wait for a second download.
 */
export const warmPorts =
  (ports: readonly LazyPort[]) =>
  ({ context }: { context: unknown }) => {
    const container = (context as { container: Container }).container;
    for (const port of ports) warmUp(container.get<object>(TOKENS[`${port}Gateway`]));
  };
