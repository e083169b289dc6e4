/** An honour certificate (spec 2 section 3): a title and one to three photos, reviewed. */
export type HonorStatus = 1 | 2 | 3;

export const HONOR_STATUS = { passed: 1, pending: 2, notPassed: 3 } as const;

export const HONOR_STATUS_LABELS: Record<number, string> = { 1: '已通过', 2: '待审核', 3: '未通过' };

/** A stored photo: the storage key the saves send back, and where it can be shown. */
export interface HonorPhoto {
  key: string;
  url: string;
}

export interface Honor {
  id: number;
  honorId: number;
  title: string;
  status: number;
  photos: HonorPhoto[];
}

/** POST and PUT /v2/account/honors; a missing photo is sent as ''. */
export interface HonorPayload {
  title: string;
  photoOne: string;
  photoTwo: string;
  photoThree: string;
}

/** Passed and not-passed honours can be deleted; a pending one cannot (its button is disabled). */
export const canDeleteHonor = (status: number) => status === HONOR_STATUS.passed || status === HONOR_STATUS.notPassed;

/** Only a not-passed honour can be edited. */
export const canEditHonor = (status: number) => status === HONOR_STATUS.notPassed;

export const HONOR_DELETE_CONFIRM = '请确认是否删除所选的荣誉资质?';
