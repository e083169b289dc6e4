/** Albums and articles share one review cycle: 0 deleted, 1 passed, 2 pending review, 3 not passed. */
export type ReviewStatus = 0 | 1 | 2 | 3;

export const REVIEW_STATUS = { deleted: 0, passed: 1, pending: 2, notPassed: 3 } as const;

export const REVIEW_STATUS_LABELS: Record<number, string> = {
  0: '已删除',
  1: '已通过',
  2: '待审核',
  3: '未通过',
};

export const reviewStatusLabel = (status: number) => REVIEW_STATUS_LABELS[status] ?? '';

/** The list tabs; 全部 sends no status filter. */
export const REVIEW_TABS: readonly { label: string; status: ReviewStatus | undefined }[] = [
  { label: '全部', status: undefined },
  { label: '已通过', status: 1 },
  { label: '待审核', status: 2 },
  { label: '未通过', status: 3 },
];

export const isNotPassed = (status: number) => status === REVIEW_STATUS.notPassed;

/** Albums, articles, honours and promotions refuse changes outside 未通过 with these (spec 2 §6). */
export const ONLY_NOT_PASSED = {
  edit: '只有未通过状态才能编辑，其他状态不能编辑操作!',
  delete: '只有未通过状态才能删除，其他状态不能删除操作!',
} as const;
