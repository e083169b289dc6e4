import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EventClient } from '../../../src/ui/components/form/devtools-event-client.production';

// The build gives TanStack Form a devtools client that does nothing (vite.config.ts). Should a
// TanStack Form upgrade call anything else on it, the build would break forms at run time.
describe("a production build's TanStack Form devtools client", () => {
  const formCore = join('node_modules', '@tanstack', 'form-core', 'dist', 'esm');
  const called = new Set(
    readdirSync(formCore)
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => [...readFileSync(join(formCore, file), 'utf8').matchAll(/formEventClient\.(\w+)/g)].map((m) => m[1])),
  );

  it('has every method TanStack Form calls on it', () => {
    expect([...called].sort()).toEqual(['emit', 'on']);
    const client = new EventClient({ pluginId: 'form-devtools', reconnectEveryMs: 1000 });
    for (const method of called) expect(typeof (client as unknown as Record<string, unknown>)[method]).toBe('function');
  });

  it('sends nothing, and what `on` returns cleans up', () => {
    const client = new EventClient({ pluginId: 'form-devtools' });
    expect(client.emit('form-api', { id: 'f', state: {} })).toBeUndefined();
    const cleanup = client.on('request-form-state', () => {});
    expect(typeof cleanup).toBe('function');
    expect(cleanup()).toBeUndefined();
  });
});
