import { describe, expect, it } from 'vitest';
import { DesignerForm, type DesignerDraft, draftOfProfile, pathTo, toProfilePayload, toggleStyle } from '../../../src/domain/sub-account/designer-profile';
import { formErrors } from '../../../src/domain/common/schema';

const validateDesigner = (d: DesignerDraft) => formErrors(DesignerForm, d);
import { ATTRS } from '../../fakes/in-memory-sub-account-admin-gateway';

const TREE = [
  { id: 330000, children: [{ id: 330100, children: [{ id: 330106 }, { id: 330102 }] }] },
  { id: 310000, children: [{ id: 310100 }] },
];
const PROFILE = { id: 1002, fg_list: [1, 3], location_id: 330106, school: '中国美术学院', slogan: '好设计', type: 1, work_years: null, intro: '从业八年' };
const DRAFT = { fg_list: [1, 3], location: [330000, 330100, 330106], school: '中国美术学院', slogan: '好设计', type: '1', work_years: '', intro: '从业八年' };

describe('designer profile', () => {
  it('limits school and slogan to 15 and the intro to 300 characters', () => {
    expect(validateDesigner(DRAFT)).toEqual({});
    expect(validateDesigner({ ...DRAFT, school: '中'.repeat(15), slogan: '好'.repeat(15), intro: '介'.repeat(300) })).toEqual({});
    expect(validateDesigner({ ...DRAFT, school: '中'.repeat(16), slogan: '好'.repeat(16), intro: '介'.repeat(301) })).toEqual({
      school: '毕业院校不得超过15个字', slogan: '设计口号不得超过15个字', intro: '个人简介不得超过300个字',
    });
  });

  it('finds the city path in the tree', () => {
    expect(pathTo(TREE, 330106)).toEqual([330000, 330100, 330106]);
    expect(pathTo(TREE, 310100)).toEqual([310000, 310100]);
    expect(pathTo(TREE, 999)).toEqual([]);
    expect(pathTo(TREE, null)).toEqual([]);
  });

  it('turns a profile into the form and back, the city as the last id of its path', () => {
    expect(draftOfProfile(PROFILE, TREE)).toEqual(DRAFT);
    expect(toProfilePayload(1002, DRAFT)).toEqual(PROFILE);
    expect(toProfilePayload(1002, { ...DRAFT, location: [], type: '', school: ' 美院 ' })).toMatchObject({ location_id: null, type: null, school: '美院' });
  });

  it('ticks styles in the order of the attribute list', () => {
    expect(toggleStyle(ATTRS.fg_list, [3], 1, true)).toEqual([1, 3]);
    expect(toggleStyle(ATTRS.fg_list, [1, 3], 1, false)).toEqual([3]);
  });
});

describe('the designer profile, exactly', () => {
  it('reads a missing type and work years as empty choices, and sends the slogan and intro trimmed', () => {
    expect(draftOfProfile({ ...PROFILE, type: null, work_years: null }, TREE)).toMatchObject({ type: '', work_years: '' });
    expect(toProfilePayload(1002, { ...DRAFT, slogan: ' 用心设计 ', intro: ' 十年经验 ', work_years: '' })).toMatchObject({
      slogan: '用心设计', intro: '十年经验', work_years: null,
    });
  });
});
