import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { mountOpenApi, readViolations } from '../../../mock-server/openapi';

/**
 * Each side that could drift from contracts/openapi.json is caught: a pact interaction with a
 * field the document lacks (scripts/openapi-pact-check.mjs), and a mock answer the document does
 * not allow (the mock's answer checker, mock-server/openapi.ts).
 */
const run = promisify(execFile);
const PACT = 'contracts/merchant-web-merchant-api.json';

interface Interaction {
  description: string;
  request: { method: string; path: string; body?: { content?: Record<string, unknown> } };
  response: { body?: { content?: { data?: Record<string, unknown> } } };
}

async function pactCheck(pact: string) {
  try {
    const { stdout } = await run('node', ['scripts/openapi-pact-check.mjs', pact]);
    return { failed: false, output: stdout };
  } catch (error) {
    const e = error as { stdout: string; stderr: string };
    return { failed: true, output: `${e.stdout}${e.stderr}` };
  }
}

/** The temporary folders a test made, removed after it. */
const made: string[] = [];
const removeMade = () => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));

/** A copy of the Pact file with one interaction changed, and only that one (the whole file is checked by npm test). */
function driftedPact(pick: (i: Interaction) => boolean, change: (i: Interaction) => void): string {
  const pact = JSON.parse(readFileSync(PACT, 'utf8')) as { interactions: Interaction[] };
  pact.interactions = pact.interactions.filter(pick).slice(0, 1);
  expect(pact.interactions).toHaveLength(1);
  change(pact.interactions[0]);
  const dir = mkdtempSync(path.join(tmpdir(), 'pact-drift-'));
  made.push(dir);
  const file = path.join(dir, 'drifted.json');
  writeFileSync(file, JSON.stringify(pact));
  return file;
}

describe('the Pact file against contracts/openapi.json', () => {
  afterEach(removeMade);
  const albumSave = (i: Interaction) => i.request.method === 'POST' && i.request.path === '/v2/albums' && Boolean(i.request.body?.content);
  const userIndex = (i: Interaction) => i.request.method === 'GET' && i.request.path === '/v2/users/index' && Boolean(i.response.body?.content?.data);

  it('passes an interaction as the consumer tests wrote it', async () => {
    const { failed, output } = await pactCheck(driftedPact(albumSave, () => {}));
    expect(output).toMatch(/: 0 errors/);
    expect(failed).toBe(false);
  }, 60_000);

  it('fails when an interaction sends a field the document lacks', async () => {
    const file = driftedPact(albumSave, (album) => {
      (album.request.body?.content as Record<string, unknown>).album_colour = 'red';
    });
    const { failed, output } = await pactCheck(file);
    expect(failed).toBe(true);
    expect(output).toMatch(/request\.body\.incompatible in "a new album of the merchant".*must NOT have additional properties/);
  }, 60_000);

  it('fails when an interaction expects an answer field of another type', async () => {
    const file = driftedPact(userIndex, (index) => {
      (index.response.body?.content?.data as Record<string, unknown>).realname = { first: '张' };
    });
    const { failed, output } = await pactCheck(file);
    expect(failed).toBe(true);
    expect(output).toMatch(/response\.body\.incompatible.*realname/);
  }, 60_000);
});

describe("the mock's answers against contracts/openapi.json", () => {
  const servers: { close(): void }[] = [];
  afterEach(() => {
    servers.splice(0).forEach((s) => s.close());
    removeMade();
    delete process.env.MOCK_OPENAPI_CHECK;
  });

  /** A server with the answer checker in front of one /v2 route that answers `body`. */
  async function answering(body: unknown) {
    const dir = mkdtempSync(path.join(tmpdir(), 'openapi-check-'));
    made.push(dir);
    process.env.MOCK_OPENAPI_CHECK = dir;
    const app = express();
    mountOpenApi(app);
    app.get('/v2/users/index', (_req, res) => res.json(body));
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((r) => server.once('listening', r));
    await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/users/index`);
    return readViolations(dir);
  }

  it('records nothing for an answer the document allows', async () => {
    expect(await answering({ code: 20201, msg: '登录已过期，请重新登录', data: null })).toEqual([]);
  });

  it('records an answer whose data has drifted from the document', async () => {
    const violations = await answering({ code: 200, msg: 'success', data: { realname: ['张三'] } });
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ method: 'GET', path: '/v2/users/index', operation: 'GET /v2/users/index', status: 200 });
  });

  it('records a business code the document does not list for the endpoint', async () => {
    const violations = await answering({ code: 20999, msg: '未知', data: null });
    expect(violations).toHaveLength(1);
  });
});
