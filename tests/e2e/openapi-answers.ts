import path from 'node:path';
import { describeViolations, readViolations } from '../../mock-server/openapi';

/**
 * Where the e2e mock servers record answers that contracts/openapi.json does not allow
 * (mock-server/openapi.ts): one folder per base mock port, so parallel runs keep apart.
 */
export const OPENAPI_CHECK_DIR = path.resolve(`.tmp/openapi-check-e2e-${process.env.MOCK_PORT ?? 3001}`);

/** globalTeardown of the e2e configs: the suite fails when the mock answered outside the document. */
export default function checkAnswers() {
  const violations = readViolations(OPENAPI_CHECK_DIR, true);
  if (violations.length)
    throw new Error(`the mock answered ${violations.length} time(s) what contracts/openapi.json does not allow:\n${describeViolations(violations)}`);
}
