import { firstError } from '../shared/validation';
import { COMPANY_LIMITS, abbrRules, groupAddrRules } from './company-rules';
import type { GroupProfileSave } from './company-profile';

/** groupInfo: abbreviation (at most 10) and a required address (at most 50). */
export interface GroupFormValues {
  abbr: string;
  addr: string;
}

export const groupRules = { abbr: abbrRules(COMPANY_LIMITS.groupAbbr), addr: groupAddrRules };

export function validateGroupForm(values: GroupFormValues): Partial<Record<keyof GroupFormValues, string>> {
  const errors: Partial<Record<keyof GroupFormValues, string>> = {};
  const abbr = firstError(values.abbr.trim(), groupRules.abbr);
  const addr = firstError(values.addr.trim(), groupRules.addr);
  if (abbr) errors.abbr = abbr;
  if (addr) errors.addr = addr;
  return errors;
}

export const groupProfileSave = (v: GroupFormValues): GroupProfileSave => ({ abbr: v.abbr.trim(), addr: v.addr.trim() });

export const groupFormChanged = (a: GroupFormValues, b: GroupFormValues) =>
  a.abbr.trim() !== b.abbr.trim() || a.addr.trim() !== b.addr.trim();
