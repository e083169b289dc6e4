import type { Container, ServiceIdentifier } from 'inversify';
import type { Load } from '../../application/ports/load';
import { TOKENS, contentGateway } from '../../application/tokens';
import { CONTENT_AREAS, type ContentArea } from '../../application/ports/content-gateway';
import { warmUp } from '../../application/warm-up';

type NamedPort = Exclude<keyof typeof TOKENS extends infer K ? (K extends `${infer Name}Gateway` ? Name : never) : never, 'Auth' | 'User'>;

/**
 * A port bound to a loader of its gateway (its module loads on first use): named without its
 * `Gateway`, every gateway but those /login calls, or a content area (`'albums'`).
 */
export type LazyPort = NamedPort | ContentArea;

const isContentArea = (port: LazyPort): port is ContentArea => (CONTENT_AREAS as readonly string[]).includes(port);

/**
 * A route's loader that asks for the modules of the gateways its screen calls as it loads
 * (src/di/container.ts): the router runs it while the screen's chunk downloads, and when a
 * link to it is pointed at, so the screen's first call does not wait for a second download.
 */
export const warmPorts =
  (ports: readonly LazyPort[]) =>
  ({ context }: { context: unknown }) => {
    const container = (context as { container: Container }).container;
    for (const port of ports) {
      const loader: ServiceIdentifier<Load<unknown>> = isContentArea(port) ? contentGateway(port) : TOKENS[`${port}Gateway`];
      // Warming is a hint: a container that binds no such port (a test's partial one) has nothing to warm.
      if (container.isBound(loader)) warmUp(container.get(loader));
    }
  };
