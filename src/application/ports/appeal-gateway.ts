import type { AppealType } from '../../domain/order/appeal';
import type { Answer } from './order-gateway';

export interface AppealForm {
  dataType: AppealType;
  dataId: number;
  content: string;
  /** Saved evidence paths, comma-joined. */
  photo: string;
}

export interface AppealRecord {
  id: number;
  dataType: string;
  dataId: number;
  content: string;
  photo: string;
  status: number;
  timestamp: number;
}

export interface AppealList {
  items: AppealRecord[];
  total: number;
}

/** Order appeals (fin-payment-complaint) and their evidence upload (update-pic). */
export interface AppealGateway {
  file(orderId: number, form: AppealForm): Answer;
  /** Multipart field `file`; answers the saved path. */
  uploadEvidence(file: Blob, fileName: string): Answer<string>;
  list(offset: number, limit: number): Answer<AppealList>;
}
