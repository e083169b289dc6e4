import { describe, expect, it } from 'vitest';
import { DEFAULT_EDITOR_OPTIONS, mergeEditorOptions } from '../../../src/domain/editor/editor-options';

describe('editor options', () => {
  it('keeps the defaults when the config is missing or not an object', () => {
    expect(mergeEditorOptions(DEFAULT_EDITOR_OPTIONS, undefined)).toEqual(DEFAULT_EDITOR_OPTIONS);
    expect(mergeEditorOptions(DEFAULT_EDITOR_OPTIONS, 'oops')).toEqual(DEFAULT_EDITOR_OPTIONS);
    expect(mergeEditorOptions(DEFAULT_EDITOR_OPTIONS, null)).toEqual(DEFAULT_EDITOR_OPTIONS);
  });

  it('merges well-typed server values', () => {
    const merged = mergeEditorOptions(DEFAULT_EDITOR_OPTIONS, {
      imageMaxSize: '1024',
      imageAllowFiles: ['.PNG', '.jpg'],
      catcherLocalDomain: ['img.tujia.com'],
      imageUrlPrefix: 'https://img.tujia.com',
      somethingElse: true,
    });
    expect(merged.imageMaxSize).toBe(1024);
    expect(merged.imageAllowFiles).toEqual(['.png', '.jpg']);
    expect(merged.catcherLocalDomain).toEqual(['img.tujia.com']);
    expect(merged.imageUrlPrefix).toBe('https://img.tujia.com');
    expect(merged.imageFieldName).toBe('upfile');
  });

  it('ignores badly typed values and actions that are not API paths', () => {
    const merged = mergeEditorOptions(DEFAULT_EDITOR_OPTIONS, {
      imageMaxSize: -1,
      imageAllowFiles: '.png',
      imageActionName: 'https://evil.example/steal',
      catcherFieldName: 'a b"',
    });
    expect(merged).toEqual(DEFAULT_EDITOR_OPTIONS);
  });

  it('takes action paths and field names that are well formed', () => {
    const merged = mergeEditorOptions(DEFAULT_EDITOR_OPTIONS, {
      imageActionName: '/editor/v2/upload',
      imageFieldName: 'file',
      catcherActionName: '/editor/v2/catch',
      catcherFieldName: 'source[]',
    });
    expect(merged).toEqual({
      ...DEFAULT_EDITOR_OPTIONS,
      imageActionName: '/editor/v2/upload',
      imageFieldName: 'file',
      catcherActionName: '/editor/v2/catch',
      catcherFieldName: 'source[]',
    });
  });

  it('refuses an action path that goes on with other characters, and a field name with a space or over 40 characters', () => {
    const merged = mergeEditorOptions(DEFAULT_EDITOR_OPTIONS, {
      imageActionName: '/editor/upload?next=https://evil.example',
      catcherActionName: '/editor/catch image',
      imageFieldName: 'up file',
      catcherFieldName: 'f'.repeat(41),
    });
    expect(merged).toEqual(DEFAULT_EDITOR_OPTIONS);
    expect(mergeEditorOptions(DEFAULT_EDITOR_OPTIONS, { imageFieldName: 'f'.repeat(40) }).imageFieldName).toBe('f'.repeat(40));
  });

  it('takes a size only when it is a positive finite number', () => {
    const size = (imageMaxSize: unknown) => mergeEditorOptions(DEFAULT_EDITOR_OPTIONS, { imageMaxSize }).imageMaxSize;
    expect(size(512)).toBe(512);
    for (const bad of [0, '0', Infinity, 'Infinity', Number.NaN, 'lots', true, [5], null])
      expect(size(bad)).toBe(DEFAULT_EDITOR_OPTIONS.imageMaxSize);
  });

  it('ignores texts that are not strings and lists that are not all strings', () => {
    const merged = mergeEditorOptions(DEFAULT_EDITOR_OPTIONS, {
      imageUrlPrefix: 42,
      imageHostPrefix: { host: 'x' },
      catcherUrlPrefix: null,
      imageAllowFiles: ['.png', 3],
      catcherLocalDomain: [null],
    });
    expect(merged).toEqual(DEFAULT_EDITOR_OPTIONS);
  });
});
