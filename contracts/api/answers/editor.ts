import * as v from 'valibot';
import type { EditorOptions } from '../../../src/domain/editor/editor-options';

/** A field of the config: its value, or missing when the answer lacks it or sends another type. */
const field = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);
const texts = v.array(v.string());

/**
 * GET /v2/editor/config?action=config: the rich-text editor's server config (UEditor names, spec 2
 * section 7), merged into the editor's defaults (mergeEditorOptions, which also applies its own
 * rules: actions are paths under /v2, sizes positive). Every field is optional; a field of another
 * type, and an answer that is not an object, leave the defaults in place, with no toast.
 */
export const EditorConfigSchema = v.fallback(
  v.pipe(
    v.nullish(
      v.object({
        imageActionName: field(v.string()),
        imageFieldName: field(v.string()),
        /** Bytes; some backends send the number as text. */
        imageMaxSize: field(v.union([v.number(), v.string()])),
        imageAllowFiles: field(texts),
        imageUrlPrefix: field(v.string()),
        imageHostPrefix: field(v.string()),
        catcherActionName: field(v.string()),
        catcherFieldName: field(v.string()),
        catcherLocalDomain: field(texts),
        catcherUrlPrefix: field(v.string()),
      } satisfies Record<keyof EditorOptions, v.GenericSchema>),
    ),
    v.transform((config) => config ?? {}),
  ),
  {},
);
