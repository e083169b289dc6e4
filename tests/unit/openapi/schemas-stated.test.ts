import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../../../scripts/openapi/build-document';

/**
 * Every endpoint of the generated document states what it takes and what it answers, as the
 * declarations in contracts/api give them: a request that carries a body or a query (as the Pact
 * file shows it) has a request schema, and a read (GET) has an answer schema (a file's answer states its media type).
 */
type Json = Record<string, unknown>;
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Interaction {
  request: { method: string; path: string; query?: unknown; body?: unknown };
}

const document = buildDocument() as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, path, method: method.toUpperCase(), op })),
);
const pact = JSON.parse(readFileSync('contracts/merchant-web-merchant-api.json', 'utf8')) as { interactions: Interaction[] };
const matches = (template: string, path: string) => new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`).test(path.split('?')[0]);
const interactionsOf = (o: (typeof operations)[number]) => pact.interactions.filter((i) => i.request.method === o.method && matches(o.path, i.request.path));

/** A schema that says something: properties, a choice of shapes, or file parts (multipart). */
const states = (schema: Json | undefined) =>
  Boolean(schema && (schema.properties || schema.anyOf || schema.oneOf || schema.allOf || typeof schema.additionalProperties === 'object'));
const answersData = (op: Operation) => !JSON.stringify(op.responses['200'] ?? {}).includes('The app does not read data of this answer.');

describe('the OpenAPI document states every request and answer schema', () => {
  it('has a request schema for every body and every query the app sends', () => {
    const missing = operations.flatMap((o) => {
      const sent = interactionsOf(o);
      const bodies = o.op.requestBody ? Object.values(o.op.requestBody.content).map((c) => c.schema) : [];
      const problems: string[] = [];
      if (sent.some((i) => i.request.body !== undefined) && (!bodies.length || !bodies.every(states))) problems.push(`${o.name}: body`);
      if (sent.some((i) => i.request.query) && !(o.op.parameters ?? []).some((p) => p.in === 'query')) problems.push(`${o.name}: query`);
      return problems;
    });
    expect(missing).toEqual([]);
  });

  it('has an answer schema for every read', () => {
    const missing = operations.filter((o) => o.method === 'GET' && !answersData(o.op)).map((o) => o.name);
    expect(missing).toEqual([]);
  });
});
