/**
 * Builds contracts/openapi.json (OpenAPI 3.1) and contracts/endpoints.tsv from the API's
 * declarations (contracts/api: method, path, bearer, request schemas, answer schema, business
 * codes), so neither can say anything the code does not. The valibot schemas become JSON Schema
 * with @valibot/to-json-schema: requests as their input (wire) type and closed (a field the
 * declaration does not name is drift), answers open (the backend may send fields the app does
 * not read, and a standard validator with its default options accepts them). The Pact files
 * beside the document give content types and examples.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';
import { allEndpoints } from '../../contracts/api';
import type { AnyEndpoint } from '../../contracts/api/endpoint';
import { CODE_MEANINGS, EXPIRED_CODES, SESSION_MEANINGS, SUCCESS_CODE } from '../../contracts/api/codes';

const root = path.resolve(import.meta.dirname, '../..');
type Json = Record<string, unknown>;

/** The endpoint list: one row per declaration (contract coverage and the permission table read it). */
export function endpointList(): string {
  const rows = allEndpoints().map(({ endpoint: e }) => [e.method, e.path, e.spec, e.known, e.what].join('\t'));
  return `${['method', 'path', 'spec', 'path_known', 'what'].join('\t')}\n${rows.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------
// Valibot to JSON Schema

/** The shared definitions of the document being built (components.schemas). */
const sharedSchemas: Record<string, Json> = {};

/**
 * The wire type: conversion stops before a transform (typeMode 'input'); checks the converter
 * cannot express (v.check, v.transform) are left out (errorMode 'ignore'): the mock and the
 * client still enforce them, the document states the type and every limit it can. Objects are
 * closed in a request, open in an answer.
 */
export function toSchema(schema: v.GenericSchema, kind: 'request' | 'answer', shared: Record<string, Json> = sharedSchemas): Json {
  const { $schema, $defs = {}, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
    // The forms' limits are checks that carry their fact (`atMost` -> max, `filled`, see
    // src/domain/common/schema.ts); JSON Schema's maxLength and minLength state them.
    overrideAction: ({ valibotAction, jsonSchema }) => {
      const fact = valibotAction as unknown as { type: string; max?: number; filled?: true; requirement?: unknown };
      if (typeof fact.max === 'number') return { ...jsonSchema, maxLength: fact.max };
      if (fact.filled) return { ...jsonSchema, minLength: 1 };
      if (fact.type === 'max_graphemes' && typeof fact.requirement === 'number') return { ...jsonSchema, maxLength: fact.requirement };
      return undefined;
    },
    overrideSchema: ({ valibotSchema, jsonSchema }) =>
      valibotSchema.type === 'object' ? { ...jsonSchema, additionalProperties: kind === 'answer' } : undefined,
  }) as Json;
  void $schema;
  // A schema used twice in one answer (or by itself, a tree) is a local definition: inside the
  // document it becomes a component of its own, Shared1, Shared2 ... in the order met.
  const names = new Map(Object.keys($defs as Json).map((local, i) => [local, `Shared${Object.keys(shared).length + 1 + i}`]));
  const rename = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rename);
    if (!node || typeof node !== 'object') return node;
    const ref = (node as Json).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/$defs/')) return { $ref: `#/components/schemas/${names.get(ref.slice(8))}` };
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, rename(v)]));
  };
  for (const [local, def] of Object.entries($defs as Json)) shared[names.get(local) as string] = rename(def) as Json;
  return rename(json) as Json;
}

// ---------------------------------------------------------------------------------------------
// The Pact files: content types and examples

interface Interaction {
  description: string;
  request: { method: string; path: string; body?: { content?: unknown; contentType?: string }; headers?: Record<string, string[]> };
  response: { status: number; body?: { content?: unknown; contentType?: string }; headers?: Record<string, string[]> };
}

export function pactFiles(dir = path.join(root, 'contracts')): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => path.join(dir, f))
    .filter((f) => Array.isArray((JSON.parse(readFileSync(f, 'utf8')) as Json).interactions))
    .sort();
}

const pactInteractions = (): Interaction[] =>
  pactFiles().flatMap((file) => (JSON.parse(readFileSync(file, 'utf8')) as { interactions: Interaction[] }).interactions);

const matches = (template: string, actual: string) => new RegExp(`^${template.replace(/:\w+/g, '[^/]+')}$`).test(actual);
const mediaType = (contentType: string | undefined) => (contentType ?? '').split(';')[0].trim().toLowerCase();
const params = (e: AnyEndpoint) => e.path.match(/:/g)?.length ?? 0;

// ---------------------------------------------------------------------------------------------
// The document

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const envelopeSchema = (description: string) => ({
  type: 'object',
  description,
  properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: {} },
  required: ['code', 'msg'],
  additionalProperties: true,
});

const components = {
  securitySchemes: {
    bearer: { type: 'http', scheme: 'bearer', description: 'The access_token of POST /v2/oauth/token, sent as Authorization: Bearer TOKEN.' },
  },
  schemas: {
    Envelope: envelopeSchema('Every /v2 answer: HTTP 200 with code 200 is success; another code is a business failure with msg to show.'),
    ErrorEnvelope: envelopeSchema('A refused request with an HTTP error status (400 bad input naming the first bad field, 404, 405, 413, 415).'),
    OAuthError: {
      type: 'object',
      description: 'Sign-in, SMS and registration refusals: the app shows error_description.',
      properties: { error: { type: 'string' }, error_description: { type: 'string' } },
      required: ['error_description'],
      additionalProperties: true,
    },
  },
};

/** The answer's data: the declared answer, its readings by other callers (allOf) and its query variants (anyOf). */
function successSchema(e: AnyEndpoint): Json {
  if (!e.answer) return { description: 'The app does not read data of this answer.' };
  const variants = Object.entries(e.variants ?? {});
  const readings = [e.answer, ...variants.filter(([k]) => !k.includes('=')).map(([, s]) => s)].map((s) => toSchema(s, 'answer'));
  const main = readings.length === 1 ? readings[0] : { allOf: readings };
  const queries = variants.filter(([k]) => k.includes('='));
  if (!queries.length) return main;
  return { anyOf: [main, ...queries.map(([k, s]) => ({ ...toSchema(s, 'answer'), description: `With ?${k}` }))] };
}

function parameters(e: AnyEndpoint): Json[] {
  const list: Json[] = [];
  const pathProps = ((e.params ? toSchema(e.params, 'request') : {}).properties ?? {}) as Record<string, Json>;
  for (const [, name] of e.path.matchAll(/:(\w+)/g)) list.push({ name, in: 'path', required: true, schema: pathProps[name] ?? { type: 'string' } });
  if (e.query) {
    const query = toSchema(e.query, 'request');
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, Json>))
      list.push({ name, in: 'query', required: required.has(name), schema });
  }
  return list;
}

function requestBody(e: AnyEndpoint, interactions: Interaction[]): Json | undefined {
  const types = new Set(interactions.filter((i) => i.request.body).map((i) => mediaType(i.request.body?.contentType ?? i.request.headers?.['Content-Type']?.[0])));
  if (!e.body && !types.size) return undefined;
  if (!types.size) types.add('application/json');
  const schema = e.body ? toSchema(e.body, 'request') : { type: 'object' };
  const content: Json = {};
  for (const type of [...types].sort()) {
    if (type === 'multipart/form-data') {
      content[type] = { schema: { ...schema, additionalProperties: { type: 'string', format: 'binary' } } };
      continue;
    }
    const examples = Object.fromEntries(
      interactions
        .filter((i) => mediaType(i.request.body?.contentType) === type && i.request.body?.content !== undefined)
        .map((i) => [i.description, { value: i.request.body?.content }]),
    );
    content[type] = { schema, ...(Object.keys(examples).length ? { examples } : {}) };
  }
  return { required: Boolean(e.body), content };
}

/** Every object of an answer says it is open: a validator's default (swagger-mock-validator's) reads an unsaid one as closed. */
function open(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(open);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === 'properties' ? Object.fromEntries(Object.entries(v as Json).map(([n, x]) => [n, open(x)])) : open(v)]));
  return 'properties' in entries && !('additionalProperties' in entries) ? { ...entries, additionalProperties: true } : entries;
}

function responses(e: AnyEndpoint, codes: number[], success: Json, interactions: Interaction[]): Json {
  const ok = interactions.filter((i) => i.response.status === 200);
  const body = (i: Interaction) => i.response.body?.content as Json | undefined;
  const typeOf = (i: Interaction) => mediaType(i.response.headers?.['Content-Type']?.[0] ?? i.response.body?.contentType);
  const binary = ok.find((i) => !typeOf(i).includes('json'));
  const isObject = (i: Interaction) => typeof body(i) === 'object' && body(i) !== null;
  const flat = ok.some((i) => isObject(i) && !('code' in (body(i) as Json)));
  const whole = ok.some((i) => isObject(i) && Object.keys(body(i) as Json).some((k) => !['code', 'msg', 'data'].includes(k)));
  const businessCodes = codes.filter((c) => c >= 1000);
  const failure = businessCodes.length ? [{ allOf: [ref('Envelope'), { properties: { code: { enum: businessCodes } } }], description: 'A business failure' }] : [];
  let successBody: Json;
  if (flat) successBody = success;
  else if (whole && e.answer) successBody = toSchema(e.answer, 'answer');
  else if (whole) successBody = { type: 'object', description: 'A flat answer: code, msg and the fields beside them', properties: { code: { type: 'integer' }, msg: { type: 'string' } }, required: ['code'], additionalProperties: true };
  else successBody = { allOf: [ref('Envelope'), { properties: { code: { const: SUCCESS_CODE }, data: success }, required: ['data'] }] };
  const examples = (list: Interaction[]) => Object.fromEntries(list.filter((i) => typeOf(i).includes('json')).map((i) => [i.description, { value: body(i) }]));
  const okExamples = examples(ok);
  // A file answer is the file; a refusal of it is a JSON envelope with one of the codes listed.
  const content: Json = binary
    ? { [typeOf(binary) || 'application/octet-stream']: { schema: { type: 'string', format: 'binary' } } }
    : {
        'application/json': {
          schema: open(failure.length ? { anyOf: [successBody, ...failure] } : successBody),
          ...(Object.keys(okExamples).length ? { examples: okExamples } : {}),
        },
      };
  const errorExamples = examples(interactions.filter((i) => i.response.status !== 200));
  const httpCodes = codes.filter((c) => c < 1000);
  return {
    200: { description: 'The answer: success (code 200) or one of the business codes below', content },
    default: {
      description: `Refused with an HTTP error status${httpCodes.length ? ` (this endpoint: ${httpCodes.join(', ')})` : ''}, bad input (400) or an unknown path (404)`,
      content: {
        'application/json': {
          schema: { anyOf: [ref('ErrorEnvelope'), ref('OAuthError')] },
          ...(Object.keys(errorExamples).length ? { examples: errorExamples } : {}),
        },
      },
    },
  };
}

const meaning = (code: number) => SESSION_MEANINGS[code] ?? CODE_MEANINGS[code] ?? (code < 1000 ? `HTTP ${code}` : 'a refusal; msg says why');

export function buildDocument(): Json {
  for (const name of Object.keys(sharedSchemas)) delete sharedSchemas[name];
  const declared = allEndpoints();
  const pact = pactInteractions();
  const paths: Record<string, Record<string, Json>> = {};
  const problems: string[] = [];
  // A request path belongs to the declaration with the fewest path parameters that matches it: /v2/orders/excel is not /v2/orders/:id.
  const owner = (i: Interaction) =>
    declared
      .map((d) => d.endpoint)
      .filter((e) => e.method === i.request.method && matches(e.path, i.request.path))
      .sort((a, b) => params(a) - params(b))[0];
  for (const i of pact) if (!owner(i)) problems.push(`the Pact interaction "${i.description}" (${i.request.method} ${i.request.path}) has no declaration`);
  for (const { area, name, endpoint: e } of declared) {
    const interactions = pact.filter((i) => owner(i) === e).sort((a, b) => a.description.localeCompare(b.description));
    const session = e.bearer === 'never' ? [] : Object.values(EXPIRED_CODES);
    const codes = [...new Set([...e.codes, ...session])].filter((c) => c !== SUCCESS_CODE).sort((a, b) => a - b);
    for (const i of interactions) {
      const code = (i.response.body?.content as Json | undefined)?.code;
      if (typeof code === 'number' && code !== SUCCESS_CODE && !codes.includes(code))
        problems.push(`api.${area}.${name}: the Pact interaction "${i.description}" answers ${code}, which its declaration's codes lack`);
    }
    const body = requestBody(e, interactions);
    const p = e.path.replace(/:(\w+)/g, '{$1}');
    paths[p] ??= {};
    paths[p][e.method.toLowerCase()] = {
      operationId: `${e.method.toLowerCase()}${e.path.replace(/^\/v2/, '').replace(/[/:{}-](\w)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      summary: e.what,
      tags: [e.path.split('/')[2]],
      description: codes.length ? `Business codes:\n\n${codes.map((c) => `- **${c}**: ${meaning(c)}`).join('\n')}` : 'No business codes besides 200.',
      security: { always: [{ bearer: [] }], sometimes: [{ bearer: [] }, {}], never: [] }[e.bearer],
      parameters: parameters(e),
      ...(body ? { requestBody: body } : {}),
      responses: responses(e, codes, successSchema(e), interactions),
      'x-business-codes': codes,
    };
  }
  if (problems.length) throw new Error(problems.join('\n'));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Merchant back-office API (/v2)',
      version: JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version,
      description:
        'Generated by `npm run openapi` from the API declarations in contracts/api (method, path, bearer, valibot request and ' +
        'answer schemas, business codes) and the Pact file beside this document (examples, content types). Do not edit by hand.',
    },
    servers: [{ url: '/', description: 'the mock server (npm run mock) or a backend' }],
    security: [{ bearer: [] }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: { ...components, schemas: { ...components.schemas, ...sharedSchemas } },
  };
}
