import { describe, expect, it } from 'vitest';
import type { Promotion } from '../../../src/domain/promotion/promotion';
import {
  EMPTY_PROMOTION_FORM,
  PROMOTION_COVER_HINT,
  PROMOTION_MESSAGES,
  type PromotionFormValues,
  checkPosterType,
  isPromotionComplete,
  isPromotionUnchanged,
  promotionToForm,
  type PromotionCheckContext,
  type PromotionField,
  promotionForm,
  toPromotionPayload,
} from '../../../src/domain/promotion/promotion-form';
import { formErrors } from '../../../src/domain/common/schema';

const validatePromotionForm = (v: PromotionFormValues, c: PromotionCheckContext) => formErrors(promotionForm(c), v);
const validatePromotionField = (field: PromotionField, v: PromotionFormValues, c: PromotionCheckContext) => validatePromotionForm(v, c)[field] ?? null;

const now = new Date(2024, 4, 20, 10, 0, 0);
const ctx = { now, editing: false };
const values: PromotionFormValues = {
  title: '  双十一全屋定制限时八五折 ',
  poster: 'promotion/1-a.png',
  posterUrl: '/uploads/promotion/1-a.png',
  beginDay: '2024-06-01',
  endDay: '2024-06-30',
  content: '<p>到店签约享优惠</p>',
};
const original: Promotion = {
  id: 9, title: '双十一全屋定制限时八五折', poster: 'promotion/1-a.png', picture: '/uploads/promotion/1-a.png',
  content: '<p>到店签约享优惠</p>', begin_time: '2024-06-01 00:00:00', end_time: '2024-06-30 23:59:59', timestamp: 0, status: 3,
};

describe('promotion form', () => {
  it('requires a title of 6 to 40 characters after trimming', () => {
    expect(validatePromotionField('title', { ...values, title: ' ' }, ctx)).toBe('请输入优惠活动标题');
    expect(validatePromotionField('title', { ...values, title: ' 五个字标题 ' }, ctx)).toBe('长度在 6 到 40 个字符');
    expect(validatePromotionField('title', { ...values, title: '六个字的标题' }, ctx)).toBeNull();
    expect(validatePromotionField('title', { ...values, title: '活'.repeat(41) }, ctx)).toBe('长度在 6 到 40 个字符');
    expect(validatePromotionField('title', { ...values, title: '活'.repeat(40) }, ctx)).toBeNull();
  });

  it('requires a cover and a body that is more than empty markup', () => {
    expect(validatePromotionForm({ ...values, poster: '', content: '<p><br></p>' }, ctx)).toEqual({
      poster: '请上传活动封面',
      content: '请填写活动内容',
    });
    expect(validatePromotionField('content', { ...values, content: '<p><img src="/a.png"></p>' }, ctx)).toBeNull();
    expect(validatePromotionForm(values, ctx)).toEqual({});
  });

  it('enables submit only with title, cover, body, start and end', () => {
    expect(isPromotionComplete(values)).toBe(true);
    expect(isPromotionComplete(EMPTY_PROMOTION_FORM)).toBe(false);
    for (const field of ['title', 'poster', 'beginDay', 'endDay', 'content'] as const)
      expect(isPromotionComplete({ ...values, [field]: '' }), field).toBe(false);
  });

  it('takes JPG, JPEG and PNG covers only', () => {
    expect(checkPosterType({ type: 'image/png' })).toBeNull();
    expect(checkPosterType({ type: 'image/jpeg' })).toBeNull();
    expect(checkPosterType({ type: '', name: 'a.JPG' })).toBeNull();
    expect(checkPosterType({ type: 'image/gif', name: 'a.gif' })).toBe('上传图片必须是JPG/JPEG/PNG 格式!');
  });

  it('sends title, poster, content and the day-bounded times', () => {
    expect(toPromotionPayload(values)).toEqual({
      title: '双十一全屋定制限时八五折',
      poster: 'promotion/1-a.png',
      content: '<p>到店签约享优惠</p>',
      begin_time: '2024-06-01 00:00:00',
      end_time: '2024-06-30 23:59:59',
    });
  });

  it('knows an edit that changes nothing', () => {
    expect(promotionToForm(original)).toEqual({ ...values, title: original.title });
    expect(isPromotionUnchanged(values, original)).toBe(true);
    expect(isPromotionUnchanged({ ...values, endDay: '2024-07-01' }, original)).toBe(false);
    expect(isPromotionUnchanged({ ...values, poster: 'promotion/2-b.png' }, original)).toBe(false);
  });
});

describe('promotion form details', () => {
  it('says the spec texts and starts empty', () => {
    expect(PROMOTION_MESSAGES).toEqual({ titleRequired: '请输入优惠活动标题', posterRequired: '请上传活动封面', contentRequired: '请填写活动内容', unchanged: '您没有修改任何内容' });
    expect(PROMOTION_COVER_HINT).toBe('JPG/PNG/JPEG 格式');
    expect(EMPTY_PROMOTION_FORM).toEqual({ title: '', poster: '', posterUrl: '', beginDay: '', endDay: '', content: '' });
  });

  it('gives every required message on an empty form', () => {
    expect(validatePromotionForm(EMPTY_PROMOTION_FORM, ctx)).toEqual({
      title: '请输入优惠活动标题', poster: '请上传活动封面', content: '请填写活动内容', beginDay: '请选择开始日期', endDay: '请选择结束日期',
    });
  });

  it('counts a title of spaces and a body of empty markup as not filled', () => {
    expect(isPromotionComplete({ ...values, title: '   ' })).toBe(false);
    expect(isPromotionComplete({ ...values, content: '<p> </p>' })).toBe(false);
  });

  it('reads a promotion back: the picture or else the poster as preview, the days of its times', () => {
    expect(promotionToForm(original)).toEqual({
      title: original.title, poster: 'promotion/1-a.png', posterUrl: '/uploads/promotion/1-a.png', beginDay: '2024-06-01', endDay: '2024-06-30', content: original.content,
    });
    expect(promotionToForm({ ...original, picture: '' }).posterUrl).toBe('promotion/1-a.png');
  });

  it('holds the start to today on edit and the end to yesterday', () => {
    expect(validatePromotionField('beginDay', { ...values, beginDay: '2024-05-19' }, { now, editing: true })).toBe('所选开始时间不能小于现在时间，请重新选择');
    expect(validatePromotionField('beginDay', { ...values, beginDay: '2024-05-19' }, ctx)).toBeNull();
    expect(validatePromotionField('endDay', { ...values, beginDay: '', endDay: '2024-05-18' }, ctx)).toBe('所选结束时间不能小于现在时间，请重新选择');
  });
});
