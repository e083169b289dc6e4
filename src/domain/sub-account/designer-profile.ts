import { type FieldErrors, type Rule, firstError, maxLength } from '../shared/validation';

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

/** The form's values: selects hold strings ('' for none), the city its id path. */
export interface DesignerDraft {
  fg_list: number[];
  location: number[];
  school: string;
  slogan: string;
  type: string;
  work_years: string;
  intro: string;
}

export type DesignerField = 'school' | 'slogan' | 'intro';

export const DESIGNER_LIMITS = { school: 15, slogan: 15, intro: 300 } as const;

export const DESIGNER_MESSAGES = {
  school: `毕业院校不得超过${DESIGNER_LIMITS.school}个字`,
  slogan: `设计口号不得超过${DESIGNER_LIMITS.slogan}个字`,
  intro: `个人简介不得超过${DESIGNER_LIMITS.intro}个字`,
  saved: '修改成功!',
} as const;

export const DESIGNER_RULES: Record<DesignerField, readonly Rule[]> = {
  school: [maxLength(DESIGNER_LIMITS.school, DESIGNER_MESSAGES.school)],
  slogan: [maxLength(DESIGNER_LIMITS.slogan, DESIGNER_MESSAGES.slogan)],
  intro: [maxLength(DESIGNER_LIMITS.intro, DESIGNER_MESSAGES.intro)],
};

export function validateDesigner(d: DesignerDraft): FieldErrors<DesignerField> {
  const errors: FieldErrors<DesignerField> = {};
  for (const field of Object.keys(DESIGNER_RULES) as DesignerField[]) {
    const message = firstError(d[field], DESIGNER_RULES[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

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

/** Ticks or clears one style, keeping the order of the attribute list. */
export function toggleStyle(options: readonly AttrOption[], selected: readonly number[], id: number, checked: boolean): number[] {
  const next = new Set(selected);
  if (checked) next.add(id);
  else next.delete(id);
  return options.map((o) => o.id).filter((o) => next.has(o));
}
