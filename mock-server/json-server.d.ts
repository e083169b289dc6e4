declare module 'json-server' {
  import type { Express, RequestHandler, Router } from 'express';
  export function create(): Express;
  export function defaults(options?: { logger?: boolean; noCors?: boolean; static?: string }): RequestHandler[];
  export function router(db: object | string): Router & { db: { setState(state: object): void; getState(): object } };
  export const bodyParser: RequestHandler[];
  export function rewriter(routes: Record<string, string>): RequestHandler;
}
