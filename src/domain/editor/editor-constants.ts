import { PAGE_CHROME_PX } from '../common/page-layout';

/** Rich-text editor limits of spec 2 sections 1 and 9. */
export const EDITOR_LIMITS = {
  wordLimit: 10_000,
  autosaveMs: 500,
  catchRemoteTimeoutMs: 60_000,
  autoHeightPaddingPx: 25,
  tableDragHandleDelayMs: 360,
  borderDragDetectionPx: 5,
  /** Fixed page chrome subtracted from the viewport for the page's minimum height. */
  pageChromePx: PAGE_CHROME_PX,
  tabSpaces: 4,
} as const;

export const TABLE_LIMITS = {
  maxColumns: 20,
  maxRows: 100,
  defaultColumns: 5,
  defaultRows: 5,
  pickerMaxColumns: 20,
  pickerMaxRows: 20,
  pickerDefaultColumns: 10,
  pickerDefaultRows: 10,
  /** Cells align to the top, as the product's tables always have. */
  verticalAlign: 'top',
} as const;

export const VIDEO_SIZE = { width: 420, height: 280 } as const;

export const LINK_BUBBLE = {
  /** Addresses longer than this are shortened in the bubble ... */
  shortenOver: 30,
  /** ... to this many leading characters plus an ellipsis. */
  keep: 20,
} as const;

/** How long the editor's own notices stay (spec 2 section 8). */
export const NOTICE_MS = { error: 4_000, success: 2_000 } as const;

/** What the editor's image upload refuses, in the words the upload endpoint answers (spec 2 §8). */
export const EDITOR_UPLOAD_MESSAGES = {
  sizeExceeded: '文件大小超出限制',
  typeNotAllowed: '文件格式不允许',
} as const;

/** The upload endpoint's business code for a file over the size limit. */
export const SIZE_EXCEEDED_CODE = 10024;
