import type { AppealForm, AppealGateway } from '../../src/application/ports/appeal-gateway';
import type { AppealPage } from '../../src/domain/appeal/appeal-entry';
import type { SubAccountGateway } from '../../src/application/ports/sub-account-gateway';
import type { SubAccount } from '../../src/domain/order/order';
import { type Answer, CallRecorder } from './in-memory-order-gateway';

export class InMemoryAppealGateway extends CallRecorder implements AppealGateway {
  file = (orderId: number, form: AppealForm) => this.answer('file', [orderId, form], null);
  uploadEvidence = (_file: Blob, fileName: string) => this.answer('uploadEvidence', [fileName], `complaint/${fileName}`);
  list = (offset: number, limit: number): Answer<AppealPage> => this.answer('list', [offset, limit], { items: [], total: 0 });
  evidence = (file: string): Answer<Blob> => this.answer('evidence', [file], new Blob([file], { type: 'image/png' }));
}

/** Held to HttpSubAccountGateway by tests/fakes/cases/sub-account-gateway.cases.ts. */
export class InMemorySubAccountGateway extends CallRecorder implements SubAccountGateway {
  constructor(private readonly designers: SubAccount[] = []) {
    super();
  }
  list = (offset: number, limit: number) => this.answer('list', [offset, limit], this.designers.slice(offset, offset + limit));
}
