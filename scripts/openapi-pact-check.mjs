// Every interaction of every Pact file in contracts/ against contracts/openapi.json, with
// @pactflow/swagger-mock-validator: a request or answer the document does not allow (a field it
// lacks included) is an error, and any error fails. The validator runs with its default options: the
// document itself declares answers open to fields the app does not read (contracts/api).
//   node scripts/openapi-pact-check.mjs [--spec FILE] [PACT ...]
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SwaggerMockValidatorFactory } from '@pactflow/swagger-mock-validator';

const argv = process.argv.slice(2);
const specAt = argv.indexOf('--spec');
const spec = specAt >= 0 ? argv.splice(specAt, 2)[1] : 'contracts/openapi.json';
const pacts = argv.length
  ? argv
  : readdirSync('contracts')
      .filter((f) => f.endsWith('.json'))
      .map((f) => join('contracts', f))
      .filter((f) => Array.isArray(JSON.parse(readFileSync(f, 'utf8')).interactions));

const validator = SwaggerMockValidatorFactory.create();
let errors = 0;
for (const pact of pacts) {
  const result = await validator.validate({ specPathOrUrl: spec, mockPathOrUrl: pact });
  const count = JSON.parse(readFileSync(pact, 'utf8')).interactions.length;
  for (const e of result.errors) {
    errors++;
    console.error(`${pact}: ${e.code} in "${e.mockDetails?.interactionDescription}" at ${e.mockDetails?.location}: ${e.message}`);
  }
  console.log(`${pact}: ${count} interactions against ${spec}: ${result.errors.length} errors, ${result.warnings.length} warnings`);
}
process.exit(errors ? 1 : 0);
