import * as v from 'valibot';
import { atMost } from '../common/schema';
import { UNCHANGED_MESSAGE, sendsTheSame } from '../content/content-form';

/** The designer profile of personalInfo (spec 2 section 3): styles, city, school, slogan, type, years, intro. */
export interface DesignerProfile {
  id: number;
  fg_list: number[];
  location_id: number | null;
  school: string;
  slogan: string;
  type: number | null;
  work_years: number | null;
  intro: string;
}

export interface AttrOption {
  id: number;
  name: string;
}

/** GET /v2/props/designer-attr: the choices of 擅长风格, 设计师类型 and 从业年限. */
export interface DesignerAttrs {
  fg_list: AttrOption[];
  type: AttrOption[];
  work_years: AttrOption[];
}

/** A text of at most `max` characters, with the form's own message. */
/* @__NO_SIDE_EFFECTS__ */
const limited = <N extends number>(label: string, max: N) => v.pipe(v.string(), atMost(max, `${label}不得超过${max}个字`));

/**
 * The designer profile form (spec 2 section 3, personalInfo): selects hold strings ('' for
 * none), the city its id path; school and slogan at most 15, the intro at most 300.
 */
export const DesignerForm = v.object({
  fg_list: v.array(v.number()),
  location: v.array(v.number()),
  school: limited('毕业院校', 15),
  slogan: limited('设计口号', 15),
  type: v.string(),
  work_years: v.string(),
  intro: limited('个人简介', 300),
});

export type DesignerDraft = v.InferInput<typeof DesignerForm>;
export type DesignerField = 'school' | 'slogan' | 'intro';

export const DESIGNER_MESSAGES = { saved: '修改成功!', unchanged: UNCHANGED_MESSAGE } as const;

interface TreeNode {
  id: number;
  children?: TreeNode[];
}

/** The id path from the top of the city tree down to `id` (empty when it is not in the tree). */
export function pathTo(tree: readonly TreeNode[], id: number | null): number[] {
  if (id === null) return [];
  for (const node of tree) {
    if (node.id === id) return [id];
    const below = pathTo(node.children ?? [], id);
    if (below.length) return [node.id, ...below];
  }
  return [];
}

const optionalId = (s: string) => (s === '' ? null : Number(s));

export const draftOfProfile = (p: DesignerProfile, tree: readonly TreeNode[]): DesignerDraft => ({
  fg_list: [...p.fg_list],
  location: pathTo(tree, p.location_id),
  school: p.school,
  slogan: p.slogan,
  type: p.type === null ? '' : String(p.type),
  work_years: p.work_years === null ? '' : String(p.work_years),
  intro: p.intro,
});

/** The PUT body: the city is the last id of its path. */
export const toProfilePayload = (id: number, d: DesignerDraft): DesignerProfile => ({
  id,
  fg_list: [...d.fg_list],
  location_id: d.location.length ? d.location[d.location.length - 1] : null,
  school: d.school.trim(),
  slogan: d.slogan.trim(),
  type: optionalId(d.type),
  work_years: optionalId(d.work_years),
  intro: d.intro.trim(),
});

/**
 * A save that would send what the form started from (the profile as loaded, or as last saved):
 * nothing is sent, as the other edit forms (您没有修改任何内容).
 */
export const isProfileUnchanged = sendsTheSame((d: DesignerDraft) => toProfilePayload(0, d), (start: DesignerDraft) => start);

/** Ticks or clears one style, keeping the order of the attribute list. */
export function toggleStyle(options: readonly AttrOption[], selected: readonly number[], id: number, checked: boolean): number[] {
  const next = new Set(selected);
  if (checked) next.add(id);
  else next.delete(id);
  return options.map((o) => o.id).filter((o) => next.has(o));
}
