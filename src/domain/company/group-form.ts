import * as v from 'valibot';
import { GroupAddress, abbreviation } from './company-profile';

/** groupInfo: abbreviation (at most 10) and a required address (at most 50). */
export const GroupForm = v.object({ abbr: abbreviation(10), addr: GroupAddress });

export type GroupFormValues = v.InferInput<typeof GroupForm>;
/** What the group form saves: abbreviation and address, trimmed. */
export type GroupProfileSave = v.InferOutput<typeof GroupForm>;

export const groupFormChanged = (a: GroupFormValues, b: GroupFormValues) =>
  a.abbr.trim() !== b.abbr.trim() || a.addr.trim() !== b.addr.trim();
