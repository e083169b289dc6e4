import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The mock server builds on json-server 0.17's Express 4 app (mock-server/server.ts). Pact brings
// Express 5; were the mock's own `express` import to resolve to that one (hoisted), its routers
// and body parsers would run inside an app of another major version.
const fromMock = createRequire(new URL('../../../mock-server/server.ts', import.meta.url));
const fromJsonServer = createRequire(fromMock.resolve('json-server'));
const versionOf = (require: NodeJS.Require) => (require('express/package.json') as { version: string }).version;
const declared = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  devDependencies: Record<string, string>;
};

describe('the Express of the mock server', () => {
  it('is the one json-server runs on', () => {
    expect(fromMock.resolve('express')).toBe(fromJsonServer.resolve('express'));
    expect(versionOf(fromMock)).toMatch(/^4\./);
  });

  it('is declared at the version installed, with types of the same major', () => {
    expect(declared.devDependencies.express).toBe(versionOf(fromMock));
    expect(declared.devDependencies['@types/express']?.split('.')[0]).toBe(versionOf(fromMock).split('.')[0]);
  });
});
