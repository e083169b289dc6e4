import { appendFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import express, { type Express, type Request, type Response } from 'express';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * contracts/openapi.json at the mock server:
 * - GET /__docs/ shows it in Swagger UI (swagger-ui-dist, served from node_modules: no network
 *   beyond the mock), the document itself at /__docs/openapi.json;
 * - with MOCK_OPENAPI_CHECK=DIR (set by the Playwright configs and the Pact verifier), every JSON
 *   answer of a documented /v2 operation is validated against the document, and each answer it
 *   does not allow is recorded as a line of DIR/PID.jsonl; readViolations(DIR) reads them back.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OPENAPI_FILE = path.join(root, 'contracts/openapi.json');

type Json = Record<string, unknown>;

const INITIALIZER = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: './openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout',
  });
};
`;

/** Swagger UI needs only what the mock serves; inline styles are its own. */
const DOCS_CSP = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'";

export function mountOpenApi(app: Express) {
  const docs = express.Router();
  docs.use((_req, res, next) => {
    res.set({ 'Content-Security-Policy': DOCS_CSP, 'X-Content-Type-Options': 'nosniff' });
    next();
  });
  docs.get('/openapi.json', (_req, res) => res.type('application/json').send(readFileSync(OPENAPI_FILE)));
  docs.get('/swagger-initializer.js', (_req, res) => res.type('text/javascript').send(INITIALIZER));
  docs.use(express.static(path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json')), { index: 'index.html', redirect: true }));
  app.use('/__docs', docs);
  const dir = process.env.MOCK_OPENAPI_CHECK;
  if (dir) app.use('/v2', answerChecker(dir));
}

interface Operation {
  pattern: RegExp;
  params: number;
  method: string;
  template: string;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

function operations(doc: Json): Operation[] {
  const list: Operation[] = [];
  for (const [template, ops] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(ops)) {
      list.push({
        pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
        params: template.split('{').length - 1,
        method: method.toUpperCase(),
        template,
        responses: op.responses as Operation['responses'],
      });
    }
  }
  // The most literal template first: /v2/orders/excel before /v2/orders/{id}.
  return list.sort((a, b) => a.params - b.params);
}

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** The answer checker: wraps res.json of every /v2 request. */
function answerChecker(dir: string) {
  const doc = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(doc, 'openapi');
  const ops = operations(doc);
  const compiled = new Map<string, ValidateFunction>();
  const validator = (ref: string) => {
    if (!compiled.has(ref)) compiled.set(ref, ajv.getSchema(`openapi#/${ref}`) as ValidateFunction);
    return compiled.get(ref) as ValidateFunction;
  };
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${process.pid}.jsonl`);

  return (req: Request, res: Response, next: () => void) => {
    const url = `/v2${req.path}`;
    const op = ops.find((o) => o.method === req.method && o.pattern.test(url));
    if (!op) return next();
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const status = String(res.statusCode);
      const key = op.responses[status] ? status : 'default';
      const jsonContent = op.responses[key]?.content?.['application/json'];
      // A file operation answers JSON only to refuse: the envelope.
      const ref = jsonContent
        ? pointer('paths', op.template, op.method.toLowerCase(), 'responses', key, 'content', 'application/json', 'schema')
        : pointer('components', 'schemas', 'Envelope');
      const validate = validator(ref);
      if (!validate(body)) {
        const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(root)'} ${e.message}`);
        appendFileSync(file, `${JSON.stringify({ method: req.method, path: url, operation: `${op.method} ${op.template}`, status: res.statusCode, errors, body })}\n`);
      }
      return json(body);
    };
    next();
  };
}

export interface Violation {
  method: string;
  path: string;
  operation: string;
  status: number;
  errors: string[];
  body: unknown;
}

/** The answers recorded as not allowed by the document in DIR; `clear` removes the records read. */
export function readViolations(dir: string, clear = false): Violation[] {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((f) => f.endsWith('.jsonl'));
  const violations = files.flatMap((f) =>
    readFileSync(path.join(dir, f), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Violation),
  );
  if (clear) for (const f of files) rmSync(path.join(dir, f));
  return violations;
}

/** One line per violation, for a failing check. */
export const describeViolations = (violations: Violation[]) =>
  violations.map((v) => `${v.method} ${v.path} (${v.operation}) answered ${v.status}: ${v.errors.join('; ')}`).join('\n');
