/** One of the company's appeals as the appeal screen lists them (spec 2 section 3). */
export interface AppealEntry {
  created: string;
  status: number;
  status_desc: string;
  data_type: string;
  data_type_desc: string;
  data_id: number;
  data_name: string;
  content: string;
  /** Evidence files, fetched through GET /v2/account/pic-file?file= with the bearer header. */
  photo_list: string[];
  reason: string;
}

export interface AppealPage {
  items: AppealEntry[];
  total: number;
}

/** The list category the appeal screen asks for. */
export const APPEAL_LIST_TYPE = 'ORDERS';
export const APPEAL_PAGE_SIZE = 15;
/** The next page loads this close to the bottom, in px. */
export const APPEAL_SCROLL_THRESHOLD = 300;

/** Appeal review states: 0 under review, 1 upheld, 2 rejected. */
export const APPEAL_STATUS = { reviewing: 0, upheld: 1, rejected: 2 } as const;

export type AppealTone = 'reviewing' | 'upheld' | 'rejected';

export function appealTone(status: number): AppealTone {
  if (status === APPEAL_STATUS.upheld) return 'upheld';
  if (status === APPEAL_STATUS.rejected) return 'rejected';
  return 'reviewing';
}

/** A stable key: the backend sends no id, and one order may be appealed more than once. */
export const appealKey = (a: Pick<AppealEntry, 'data_id' | 'data_type' | 'created'>) => `${a.data_type}-${a.data_id}-${a.created}`;
