import { describe, expect, it } from 'vitest';
import { HONOR_DELETE_CONFIRM, HONOR_STATUS, HONOR_STATUS_LABELS, canDeleteHonor, canEditHonor } from '../../../src/domain/honor/honor';
import {
  EMPTY_HONOR_FORM,
  HONOR_MAX_PHOTOS,
  HONOR_MESSAGES,
  HonorForm,
  checkHonorImage,
  honorToForm,
  honorSelectionBlocker,
  isHonorUnchanged,
  toHonorPayload,
} from '../../../src/domain/honor/honor-form';
import { honorCreateBlocker, honorDeleteBlocker, honorEditBlocker } from '../../../src/domain/honor/honor-permissions';
import { formErrors, messageOf } from '../../../src/domain/common/schema';
import { ACTORS } from '../../fakes/content-actors';

const KB = 1024;
const MB = 1024 * KB;
const photo = (n: number) => ({ key: `honor/${n}.png`, url: `/uploads/honor/${n}.png` });
const title = (v: string) => messageOf(HonorForm.entries.title, v);
const photos = (v: unknown[]) => messageOf(HonorForm.entries.photos, v);
const validateHonorForm = (values: Parameters<typeof formErrors<typeof HonorForm>>[1]) => formErrors(HonorForm, values);

describe('honour title', () => {
  it('is required, at least 3 characters after trimming, at most 30', () => {
    expect(title('   ')).toBe('请输入标题');
    expect(title('荣誉')).toBe('标题不得少于3个字');
    expect(title('  荣誉  ')).toBe('标题不得少于3个字');
    expect(title('优秀企业')).toBeNull();
    expect(title('荣'.repeat(30))).toBeNull();
    expect(title('荣'.repeat(31))).toBe('标题不得超过30个字');
  });
});

describe('honour photos', () => {
  it('needs one to three', () => {
    expect(photos([])).toBe('请上传图片');
    expect(photos([photo(1)])).toBeNull();
    expect(photos([photo(1), photo(2), photo(3), photo(4)])).toBe('已选4张图片，图片最多3张');
  });

  it('refuses a pick that would pass three, naming the count', () => {
    expect(honorSelectionBlocker(1, 2)).toBeNull();
    expect(honorSelectionBlocker(2, 2)).toBe('已选4张图片，图片最多3张');
    expect(honorSelectionBlocker(0, 5)).toBe('已选5张图片，图片最多3张');
  });

  it('checks each file: JPG/JPEG/PNG, 300KB to 5MB', () => {
    expect(checkHonorImage({ name: 'a.gif', type: 'image/gif', size: MB })).toBe('上传图片必须是JPG/JPEG/PNG 格式!');
    expect(checkHonorImage({ name: 'a.png', type: 'image/png', size: 5 * MB + 1 })).toBe('上传图片大小不能超过 5MB!');
    expect(checkHonorImage({ name: 'a.jpg', type: 'image/jpeg', size: 299 * KB })).toBe('上传图片大小不能小于 300k!');
    expect(checkHonorImage({ name: 'a.jpeg', type: 'image/jpeg', size: 300 * KB })).toBeNull();
    expect(checkHonorImage({ name: 'a.png', type: 'image/png', size: 5 * MB })).toBeNull();
  });
});

describe('honour form', () => {
  const original = { id: 9, honorId: 90, title: '优秀企业', status: 3, photos: [photo(1), photo(2)] };

  it('validates the whole form', () => {
    expect(validateHonorForm({ title: '荣誉', photos: [] })).toEqual({ title: '标题不得少于3个字', photos: '请上传图片' });
    expect(validateHonorForm({ title: '优秀企业', photos: [photo(1)] })).toEqual({});
  });

  it('sends the trimmed title and up to three keys, empty for missing ones', () => {
    expect(toHonorPayload({ title: ' 优秀企业 ', photos: [photo(1), photo(2)] })).toEqual({
      title: '优秀企业', photoOne: 'honor/1.png', photoTwo: 'honor/2.png', photoThree: '',
    });
  });

  it('knows when an edit changed nothing', () => {
    expect(isHonorUnchanged({ title: '优秀企业 ', photos: [photo(1), photo(2)] }, original)).toBe(true);
    expect(isHonorUnchanged({ title: '优秀企业', photos: [photo(1)] }, original)).toBe(false);
    expect(isHonorUnchanged({ title: '优秀企业单位', photos: [photo(1), photo(2)] }, original)).toBe(false);
  });
});

describe('honour states and roles', () => {
  it('deletes passed and not-passed, edits only not-passed, never deletes pending', () => {
    expect([1, 2, 3].map(canDeleteHonor)).toEqual([true, false, true]);
    expect([1, 2, 3].map(canEditHonor)).toEqual([false, false, true]);
    expect(honorDeleteBlocker(ACTORS.merchant, 2)).toBe('待审核的荣誉资质不能删除');
    expect(honorEditBlocker(ACTORS.merchant, 1)).toBe('只有未通过状态才能编辑，其他状态不能编辑操作!');
    expect(honorEditBlocker(ACTORS.merchant, 3)).toBeNull();
  });

  it('belongs to the main account, and a frozen company adds none', () => {
    expect(honorCreateBlocker(ACTORS.merchant)).toBeNull();
    expect(honorCreateBlocker(ACTORS.frozen)).toBe('您的公司账号为冻结状态，无法操作');
    expect(honorCreateBlocker(ACTORS.designer)).toBe('暂无该权限');
    expect(honorDeleteBlocker(ACTORS.group, 1)).toBe('暂无该权限');
    expect(honorEditBlocker(ACTORS.frozen, 3)).toBeNull();
  });
});

describe('honour details', () => {
  it('says the spec texts and labels', () => {
    expect(HONOR_MAX_PHOTOS).toBe(3);
    expect(HONOR_MESSAGES.titleRequired).toBe('请输入标题');
    expect(HONOR_MESSAGES.unchanged).toBe('你没有修改任何内容');
    expect(HONOR_MESSAGES.photosRequired).toBe('请上传图片');
    expect(HONOR_STATUS).toEqual({ passed: 1, pending: 2, notPassed: 3 });
    expect(HONOR_STATUS_LABELS).toEqual({ 1: '已通过', 2: '待审核', 3: '未通过' });
    expect(HONOR_DELETE_CONFIRM).toBe('请确认是否删除所选的荣誉资质?');
    expect(EMPTY_HONOR_FORM).toEqual({ title: '', photos: [] });
  });

  it('takes exactly three photos, a pick up to three, and no control characters in the title', () => {
    expect(photos([photo(1), photo(2), photo(3)])).toBeNull();
    expect(honorSelectionBlocker(1, 2)).toBeNull();
    expect(honorSelectionBlocker(3, 0)).toBeNull();
    expect(honorSelectionBlocker(3, 1)).toBe('已选4张图片，图片最多3张');
    expect(title('优秀\u0007企业')).toBe('不能包含控制字符或不可见字符');
  });

  it('sends all three keys and reads an honour back into the form', () => {
    expect(toHonorPayload({ title: '优秀企业', photos: [photo(1), photo(2), photo(3)] })).toEqual({
      title: '优秀企业', photoOne: 'honor/1.png', photoTwo: 'honor/2.png', photoThree: 'honor/3.png',
    });
    expect(toHonorPayload({ title: '优秀企业', photos: [] })).toEqual({ title: '优秀企业', photoOne: '', photoTwo: '', photoThree: '' });
    expect(honorToForm({ id: 9, honorId: 90, title: '优秀企业', status: 3, photos: [photo(1)] })).toEqual({ title: '优秀企业', photos: [photo(1)] });
  });

  it('lets the main account delete a passed honour and refuses a sub-account any write', () => {
    expect(honorDeleteBlocker(ACTORS.merchant, 1)).toBeNull();
    expect(honorDeleteBlocker(ACTORS.merchant, 3)).toBeNull();
    expect(honorEditBlocker(ACTORS.designer, 3)).toBe('暂无该权限');
    expect(honorCreateBlocker(ACTORS.group)).toBe('暂无该权限');
  });
});
