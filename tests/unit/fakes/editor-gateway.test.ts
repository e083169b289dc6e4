import { describe } from 'vitest';
import { HttpEditorGateway } from '../../../src/adapters/http/http-editor-gateway';
import { FakeEditorGateway } from '../../fakes/fake-editor-gateway';
import { describeEditorGatewayCases } from '../../fakes/cases/editor-gateway.cases';
import { useRealApi } from './real-adapters';

describeEditorGatewayCases('FakeEditorGateway', async (base) => new FakeEditorGateway(base));

describe('the real adapter', () => {
  const real = useRealApi();
  describeEditorGatewayCases('HttpEditorGateway against the mock server', async (base) => new HttpEditorGateway(real.api('merchant'), base));
});
