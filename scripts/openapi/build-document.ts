/**
 * Builds contracts/openapi.json (OpenAPI 3.1) from what the code already holds, so the document
 * cannot say anything the code does not:
 * - the endpoints: contracts/endpoints.tsv;
 * - requests: the mock server's own routes (method, path, bearer guard) and the valibot schemas
 *   of their validate() middleware (mock-server/validate.ts), converted with
 *   @valibot/to-json-schema as the input (wire) type;
 * - answers: the valibot schemas the app checks each answer with (checked(api, Schema,
 *   'GET /path') in src/adapters/http), inside the {code, msg, data} envelope;
 * - business codes: the codes the mock's handlers and guards answer (their source, following the
 *   mock's exported helpers and refusals), the codes the Pact file records, and the session
 *   codes of the error catalogue for every route behind the bearer guard;
 * - content types and examples: the Pact file, whose interactions run against the mock's
 *   fixtures (npm run pact:verify).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler } from 'express';
import type * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';
import { createMockServer } from '../../mock-server/server';
import { requestSchemasOf, type RequestSchemas } from '../../mock-server/validate';
import { requireAuth } from '../../mock-server/auth';
import { EXPIRED_CODES, SUCCESS_CODE } from '../../src/adapters/http/error-catalogue';

const root = path.resolve(import.meta.dirname, '../..');
type Json = Record<string, unknown>;
type Fn = (...args: never[]) => unknown;

export interface Endpoint {
  method: string;
  /** As the endpoint list writes it: /v2/orders/:id */
  path: string;
  what: string;
}

export function readEndpoints(): Endpoint[] {
  const [, ...rows] = readFileSync(path.join(root, 'contracts/endpoints.tsv'), 'utf8').trim().split('\n');
  return rows.map((row) => {
    const [method, p, , , what] = row.split('\t');
    return { method, path: p, what };
  });
}

/** /v2/orders/:id, /v2/orders/{id} and /orders/{orderId} all become /v2/orders/{} */
const shape = (p: string) => (p.startsWith('/v2') ? p : `/v2${p}`).replace(/[:{]\w+}?/g, '{}');
const openApiPath = (p: string) => p.replace(/:(\w+)/g, '{$1}');
const key = (method: string, p: string) => `${method.toUpperCase()} ${shape(p)}`;

// ---------------------------------------------------------------------------------------------
// Valibot to JSON Schema

/**
 * The wire type: conversion stops before a transform (typeMode 'input'); checks the converter
 * cannot express (v.check, v.transform) are left out (errorMode 'ignore') — the mock and the
 * client still enforce them, the document states the type and every limit it can.
 */
/** The shared definitions of the document being built (components.schemas). */
const sharedSchemas: Record<string, Json> = {};

export function toSchema(schema: v.GenericSchema, shared: Record<string, Json> = sharedSchemas, closed = false): Json {
  const { $schema, $defs = {}, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
    // Requests are closed: the mock drops a field its schema does not name, so a client that sends
    // one has drifted from the backend (the Pact check reports it). Answers stay open (see open()).
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
      closed && valibotSchema.type === 'object' ? { ...jsonSchema, additionalProperties: false } : undefined,
  }) as Json;
  void $schema;
  // A schema used twice in one answer (or by itself, a tree) is a local definition: inside the
  // document it becomes a component of its own, Shared1, Shared2 ... in the order met.
  const names = new Map(Object.keys($defs as Json).map((local) => [local, `Shared${Object.keys(shared).length + 1 + Object.keys($defs as Json).indexOf(local)}`]));
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
// The mock's routes

interface Route {
  method: string;
  path: string;
  chain: Fn[];
  schemas: RequestSchemas;
  /** Behind the bearer guard: 'always', or 'sometimes' (a guard registered before the route for some requests only). */
  bearer: 'always' | 'sometimes' | 'never';
}

interface Layer {
  name?: string;
  handle: Fn & { stack?: Layer[] };
  regexp?: RegExp;
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: Fn }[] };
}

function mockRoutes(): Map<string, Route> {
  const app = createMockServer() as unknown as { _router: { stack: Layer[] } };
  const v2 = app._router.stack.find((l: Layer) => l.name === 'router' && String(l.regexp).includes('v2'));
  const routes = new Map<string, Route>();
  for (const layer of v2?.handle.stack ?? []) {
    if (!layer.route) continue;
    const chain: Fn[] = layer.route.stack.map((s: { handle: Fn }) => s.handle);
    for (const method of Object.keys(layer.route.methods)) {
      const k = key(method, layer.route.path);
      const route: Route = routes.get(k) ?? { method, path: layer.route.path, chain: [], schemas: {}, bearer: 'never' };
      const first = !route.chain.length;
      route.chain.push(...chain);
      const guarded = chain.some((fn: Fn) => fn === (requireAuth as Fn) || /\brequireAuth\b/.test(fn.toString()));
      route.bearer = first ? (guarded ? 'always' : 'never') : route.bearer === (guarded ? 'always' : 'never') ? route.bearer : 'sometimes';
      for (const fn of chain) {
        const schemas = requestSchemasOf.get(fn as unknown as RequestHandler);
        // A path registered twice (a guard before the area's own route): the later one validates.
        if (schemas) route.schemas = { ...route.schemas, ...schemas };
      }
      routes.set(k, route);
    }
  }
  return routes;
}

// ---------------------------------------------------------------------------------------------
// Business codes the mock answers, read from its handlers' source

interface Refusal {
  code: number;
  msg: string;
}
const isRefusal = (x: unknown): x is Refusal =>
  typeof x === 'object' && x !== null && typeof (x as Refusal).code === 'number' && typeof (x as Refusal).msg === 'string';

async function mockExports() {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
      d.isDirectory() ? files(path.join(dir, d.name)) : d.name.endsWith('.ts') && !d.name.endsWith('.d.ts') ? [path.join(dir, d.name)] : [],
    );
  const functions = new Map<string, Fn[]>();
  const refusals = new Map<string, Refusal[]>();
  // main.ts starts a server; everything else only defines.
  for (const file of files(path.join(root, 'mock-server')).filter((f) => !f.endsWith('main.ts')).sort()) {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value === 'function') functions.set(name, [...(functions.get(name) ?? []), value as Fn]);
      else if (isRefusal(value)) refusals.set(name, [...(refusals.get(name) ?? []), value]);
    }
  }
  return { functions, refusals };
}

type Codes = Map<number, Set<string>>;
const addCode = (codes: Codes, code: number, msg: string) => codes.set(code, (codes.get(code) ?? new Set()).add(msg));

/** The codes a chain of handlers answers: fail(res, code, 'msg') and the refusals it names, following exported helpers. */
function codesOf(chain: Fn[], known: Awaited<ReturnType<typeof mockExports>>): Codes {
  const codes: Codes = new Map();
  const seen = new Set<Fn>();
  const visit = (fn: Fn) => {
    if (seen.has(fn)) return;
    seen.add(fn);
    const source = fn.toString();
    for (const m of source.matchAll(/\bfail\)?\(\s*res,\s*(\d{3,5}),\s*(["'`])((?:(?!\2).)*)\2/g)) addCode(codes, Number(m[1]), m[3]);
    for (const [, name] of source.matchAll(/\b([A-Za-z_$][\w$]*)\b/g)) {
      const refusals = known.refusals.get(name);
      if (refusals?.length === 1) addCode(codes, refusals[0].code, refusals[0].msg);
      const functions = known.functions.get(name);
      // Only a name one module exports is followed: two modules' `update` are not the same helper.
      if (functions?.length === 1) visit(functions[0]);
    }
  };
  chain.forEach(visit);
  return codes;
}

// ---------------------------------------------------------------------------------------------
// The app's answer schemas: checked(this.api, Schema, 'METHOD /path?variant')

interface Answer {
  schema: v.GenericSchema;
  variant: string;
  source: string;
}

async function appAnswers(): Promise<Map<string, Answer[]>> {
  const dir = path.join(root, 'src/adapters/http');
  const answers = new Map<string, Answer[]>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()) {
    // Without comments: checked.ts shows a call in its own.
    const source = readFileSync(path.join(dir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const calls = [...source.matchAll(/checked\(\s*this\.api,\s*(\w+),\s*'([A-Z]+) ([^'?]+)(?:\?([^']*))?'\s*\)/g)];
    const all = source.match(/checked\(\s*this\.api/g)?.length ?? 0;
    if (calls.length !== all) throw new Error(`${file}: every checked() call names an exported schema and a literal 'METHOD /path'`);
    if (!calls.length) continue;
    const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>;
    for (const [, name, method, p, variant = ''] of calls) {
      let schema = mod[name];
      const from = source.match(new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '(\\./[\\w-]+)'`))?.[1];
      if (!schema && from) schema = ((await import(pathToFileURL(path.join(dir, `${from}.ts`)).href)) as Record<string, unknown>)[name];
      if (!schema) throw new Error(`${file}: export ${name} so the OpenAPI generator can read it`);
      const k = key(method, p);
      answers.set(k, [...(answers.get(k) ?? []), { schema: schema as v.GenericSchema, variant, source: `${file} ${name}` }]);
    }
  }
  return answers;
}

// ---------------------------------------------------------------------------------------------
// The Pact file: content types, recorded codes, examples

interface Interaction {
  description: string;
  request: { method: string; path: string; query?: Record<string, string[]>; body?: { content?: unknown; contentType?: string }; headers?: Record<string, string[]> };
  response: { status: number; body?: { content?: unknown; contentType?: string }; headers?: Record<string, string[]> };
}

export function pactFiles(dir = path.join(root, 'contracts')): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => path.join(dir, f))
    .filter((f) => Array.isArray((JSON.parse(readFileSync(f, 'utf8')) as Json).interactions))
    .sort();
}

function pactInteractions(): Map<string, Interaction[]> {
  const byEndpoint = new Map<string, Interaction[]>();
  for (const file of pactFiles()) {
    for (const i of (JSON.parse(readFileSync(file, 'utf8')) as { interactions: Interaction[] }).interactions) {
      byEndpoint.set(`${i.request.method} ${i.request.path}`, [...(byEndpoint.get(`${i.request.method} ${i.request.path}`) ?? []), i]);
    }
  }
  return byEndpoint;
}

const matches = (template: string, actual: string) => new RegExp(`^${template.replace(/:\w+/g, '[^/]+')}$`).test(actual);
const mediaType = (contentType: string | undefined) => (contentType ?? '').split(';')[0].trim().toLowerCase();

// ---------------------------------------------------------------------------------------------
// The document

const SESSION_MEANINGS: Record<number, string> = {
  [EXPIRED_CODES.TOKEN_INVALID]: 'the bearer token is missing or unknown: the app ends the session on a GET',
  [EXPIRED_CODES.TOKEN_EXPIRED]: 'the bearer token has expired: the app ends the session',
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const components = {
  securitySchemes: {
    bearer: { type: 'http', scheme: 'bearer', description: 'The access_token of POST /v2/oauth/token, sent as Authorization: Bearer TOKEN.' },
  },
  schemas: {
    Envelope: {
      type: 'object',
      description: 'Every /v2 answer: HTTP 200 with code 200 is success; another code is a business failure with msg to show.',
      properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: {} },
      required: ['code', 'msg'],
    },
    ErrorEnvelope: {
      type: 'object',
      description: 'A refused request with an HTTP error status (400 bad input naming the first bad field, 404, 405, 413, 415).',
      properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: {} },
      required: ['code', 'msg'],
    },
    OAuthError: {
      type: 'object',
      description: 'Sign-in, SMS and registration refusals: the app shows error_description.',
      properties: { error: { type: 'string' }, error_description: { type: 'string' } },
      required: ['error_description'],
    },
  },
};

/**
 * The app's v.object drops keys it does not know instead of refusing them: an answer may carry
 * more than the app reads, so answer objects are open (requests stay as the mock's schemas say).
 */
function open(node: Json): Json {
  const walk = (n: unknown): unknown => {
    if (Array.isArray(n)) return n.map(walk);
    if (!n || typeof n !== 'object') return n;
    return Object.fromEntries(Object.entries(n).filter(([k, v]) => !(k === 'additionalProperties' && v === false)).map(([k, v]) => [k, walk(v)]));
  };
  return walk(node) as Json;
}

function successSchema(answers: Answer[] | undefined): Json {
  if (!answers?.length) return { description: 'The app does not read data of this answer.' };
  const variants = [...new Set(answers.map((a) => a.variant))].sort();
  const ofVariant = (variant: string) => {
    const schemas = answers.filter((a) => a.variant === variant).map((a) => open(toSchema(a.schema)));
    const joined = schemas.length === 1 ? schemas[0] : { allOf: schemas };
    return variant ? { ...joined, description: `With ?${variant}` } : joined;
  };
  return variants.length === 1 ? ofVariant(variants[0]) : { anyOf: variants.map(ofVariant) };
}

function describeCodes(codes: Codes): string {
  return [...codes.entries()]
    .sort(([a], [b]) => a - b)
    .map(([code, msgs]) => `- **${code}**: ${[...msgs].sort().join('; ')}`)
    .join('\n');
}

function parameters(template: string, schemas: RequestSchemas): Json[] {
  const list: Json[] = [];
  const pathSchema = schemas.params ? toSchema(schemas.params) : undefined;
  const pathProps = (pathSchema?.properties ?? {}) as Record<string, Json>;
  const mockNames = Object.keys(pathProps);
  [...template.matchAll(/:(\w+)/g)].forEach(([, name], i) =>
    list.push({ name, in: 'path', required: true, schema: pathProps[name] ?? pathProps[mockNames[i]] ?? { type: 'string' } }),
  );
  if (schemas.query) {
    const query = toSchema(schemas.query);
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, Json>))
      list.push({ name, in: 'query', required: required.has(name), schema });
  }
  return list;
}

function requestBody(schemas: RequestSchemas, interactions: Interaction[]): Json | undefined {
  const types = new Set(interactions.filter((i) => i.request.body).map((i) => mediaType(i.request.body?.contentType ?? i.request.headers?.['Content-Type']?.[0])));
  if (!schemas.body && !types.size) return undefined;
  if (!types.size) types.add('application/json');
  const schema = schemas.body ? toSchema(schemas.body, sharedSchemas, true) : { type: 'object' };
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
  return { required: Boolean(schemas.body), content };
}

function responses(codes: Codes, success: Json, interactions: Interaction[]): Json {
  const ok = interactions.filter((i) => i.response.status === 200);
  const body = (i: Interaction) => i.response.body?.content as Json | undefined;
  const typeOf = (i: Interaction) => mediaType(i.response.headers?.['Content-Type']?.[0] ?? i.response.body?.contentType);
  const binary = ok.find((i) => !typeOf(i).includes('json'));
  const flat = ok.some((i) => typeof body(i) === 'object' && body(i) !== null && !('code' in (body(i) as Json)));
  const whole = ok.some((i) => typeof body(i) === 'object' && body(i) !== null && Object.keys(body(i) as Json).some((k) => !['code', 'msg', 'data'].includes(k)));
  const businessCodes = [...codes.keys()].filter((c) => c >= 1000).sort((a, b) => a - b);
  const failure = businessCodes.length
    ? [{ allOf: [ref('Envelope'), { properties: { code: { enum: businessCodes } } }], description: 'A business failure' }]
    : [];
  let successBody: Json;
  if (flat) successBody = success;
  else if (whole) successBody = { type: 'object', description: 'A flat answer: code, msg and the fields beside them', properties: { code: { type: 'integer' }, msg: { type: 'string' } }, required: ['code'] };
  else successBody = { allOf: [ref('Envelope'), { properties: { code: { const: SUCCESS_CODE }, data: success }, required: ['data'] }] };
  const examples = (list: Interaction[]) =>
    Object.fromEntries(list.filter((i) => typeOf(i).includes('json')).map((i) => [i.description, { value: body(i) }]));
  const okExamples = examples(ok);
  // A file answer is the file; a refusal of it is a JSON envelope with one of the codes listed.
  const content: Json = binary
    ? { [typeOf(binary) || 'application/octet-stream']: { schema: { type: 'string', format: 'binary' } } }
    : {
        'application/json': {
          schema: failure.length ? { anyOf: [successBody, ...failure] } : successBody,
          ...(Object.keys(okExamples).length ? { examples: okExamples } : {}),
        },
      };
  const errorExamples = examples(interactions.filter((i) => i.response.status !== 200));
  const httpCodes = [...codes.keys()].filter((c) => c < 1000).sort((a, b) => a - b);
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

export async function buildDocument(): Promise<Json> {
  for (const name of Object.keys(sharedSchemas)) delete sharedSchemas[name];
  const endpoints = readEndpoints();
  const routes = mockRoutes();
  const known = await mockExports();
  const answers = await appAnswers();
  const pact = pactInteractions();
  const paths: Record<string, Record<string, Json>> = {};
  const missing: string[] = [];
  for (const e of endpoints) {
    const k = key(e.method, e.path);
    const route = routes.get(k);
    if (!route) {
      missing.push(k);
      continue;
    }
    // A request path belongs to the endpoint with the fewest path parameters that matches it: /v2/orders/excel is not /v2/orders/:id.
    const owner = (method: string, actual: string) =>
      endpoints
        .filter((c) => c.method === method && matches(c.path, actual))
        .sort((a, b) => (a.path.match(/:/g)?.length ?? 0) - (b.path.match(/:/g)?.length ?? 0))[0];
    const interactions = [...pact.entries()]
      .filter(([k2]) => owner(e.method, k2.slice(k2.indexOf(' ') + 1)) === e && k2.startsWith(`${e.method} `))
      .flatMap(([, list]) => list)
      .sort((a, b) => a.description.localeCompare(b.description));
    const codes = codesOf(route.chain, known);
    for (const i of interactions) {
      const b = i.response.body?.content as Json | undefined;
      if (typeof b?.code === 'number' && b.code !== SUCCESS_CODE) addCode(codes, b.code, typeof b.msg === 'string' ? b.msg : '');
    }
    if (route.bearer !== 'never') for (const code of Object.values(EXPIRED_CODES)) addCode(codes, code, SESSION_MEANINGS[code]);
    codes.delete(SUCCESS_CODE);
    const body = requestBody(route.schemas, interactions);
    const p = openApiPath(e.path);
    paths[p] ??= {};
    paths[p][e.method.toLowerCase()] = {
      operationId: `${e.method.toLowerCase()}${e.path.replace(/^\/v2/, '').replace(/[/:{}-](\w)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      summary: e.what,
      tags: [e.path.split('/')[2]],
      description: codes.size ? `Business codes:\n\n${describeCodes(codes)}` : 'No business codes besides 200.',
      security: { always: [{ bearer: [] }], sometimes: [{ bearer: [] }, {}], never: [] }[route.bearer],
      parameters: parameters(e.path, route.schemas),
      ...(body ? { requestBody: body } : {}),
      responses: responses(codes, successSchema(answers.get(k)), interactions),
      'x-business-codes': Object.fromEntries([...codes.entries()].sort(([a], [b]) => a - b).map(([c, m]) => [c, [...m].sort()])),
    };
  }
  if (missing.length) throw new Error(`the mock server has no route for: ${missing.join(', ')}`);
  const unused = [...answers.keys()].filter((k) => !endpoints.some((e) => key(e.method, e.path) === k));
  if (unused.length) throw new Error(`answer schemas for endpoints missing from contracts/endpoints.tsv: ${unused.join(', ')}`);
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Merchant back-office API (/v2)',
      version: JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version,
      description:
        'Generated by `npm run openapi` from the valibot schemas of the app (answers) and of the mock server (requests), ' +
        'the endpoint list contracts/endpoints.tsv and the Pact file beside this document (examples, content types). Do not edit by hand.',
    },
    servers: [{ url: '/', description: 'the mock server (npm run mock) or a backend' }],
    security: [{ bearer: [] }],
    paths: sorted,
    components: { ...components, schemas: { ...components.schemas, ...sharedSchemas } },
  };
}
