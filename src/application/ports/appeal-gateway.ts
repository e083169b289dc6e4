import type { AppealType } from '../../domain/order/appeal';
import type { AppealPage } from '../../domain/appeal/appeal-entry';
import type { Answer } from './order-gateway';

export interface AppealForm {
  dataType: AppealType;
  dataId: number;
  content: string;
  /** Saved evidence paths, comma-joined. */
  photo: string;
}

/** Order appeals (fin-payment-complaint) and their evidence upload (update-pic). */
export interface AppealGateway {
  file(orderId: number, form: AppealForm): Answer;
  /** Multipart field `file`; answers the saved path. */
  uploadEvidence(file: Blob, fileName: string): Answer<string>;
  /** The company's appeals (dataType ORDERS), as the appeal screen lists them. */
  list(offset: number, limit: number): Answer<AppealPage>;
  /** An evidence image through GET /v2/account/pic-file?file= (bearer in the header, never in a URL). */
  evidence(file: string, signal?: AbortSignal): Answer<Blob>;
}
