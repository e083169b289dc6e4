import { Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import type { GenericSchema } from 'valibot';
import { type AlbumField, AlbumForm } from '../../../domain/album/album-form';
import { isRequired, maxOf } from '../../../domain/common/schema';
import type { AlbumTags } from '../../../domain/album/album';
import { FormField } from '../../components/form-field';
import { withForm } from '../../components/form/form-kit';
import { blurred, firstMessage } from '../../components/form/rules';
import { TagSelect } from './tag-select';
import type { AlbumEditorValues } from './use-album-drafts';

const ALBUM_TAG_FIELDS = [
  ['style', 'fg', '风格'],
  ['houseModel', 'hx', '户型'],
  ['houseSize', 'mj', '面积'],
  ['budget', 'zj', '造价'],
] as const;

const F = AlbumForm.entries;
const ALBUM_TITLE_MAX = maxOf(F.title);
const ALBUM_INTRO_MAX = maxOf(F.intro);
/** Each field validates with its entry of the form's schema. */
const validators = (name: AlbumField) => ({ onChange: F[name] as GenericSchema<string> });

interface FieldLike {
  state: { meta: { errors: readonly unknown[]; isTouched: boolean; isBlurred: boolean } };
  form: { state: { submissionAttempts: number } };
}

/** Title and house type are re-checked as they change: a message shows once the field was changed or left, or a submit tried. */
const shown = ({ state: { meta }, form }: FieldLike) =>
  meta.isTouched || meta.isBlurred || form.state.submissionAttempts > 0 ? firstMessage(meta.errors) : undefined;

const count = (s: string) => [...s].length;

/** 组图标题, the album-level tag groups and 组图简介, with the domain's rules as field validators. */
export const AlbumFields = withForm({
  defaultValues: {} as AlbumEditorValues,
  props: { tags: undefined as AlbumTags | undefined },
  render: function Render({ form, tags }) {
    return (
      <Stack gap="5">
        <form.Field name="title" validators={validators('title')}>
          {(f) => (
            <FormField label="组图标题" required error={shown(f)} helper={`${count(f.state.value)}/${ALBUM_TITLE_MAX}`}>
              <Input name="title" value={f.state.value} placeholder="6-40个字，可使用 - _ ㎡" onChange={(e) => f.handleChange(e.target.value)} onBlur={blurred(f)} bg="white" />
            </FormField>
          )}
        </form.Field>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          {ALBUM_TAG_FIELDS.map(([name, group, label]) => (
            <form.Field key={name} name={name} validators={validators(name)}>
              {(f) => (
                <FormField label={label} required={isRequired(F[name])} error={shown(f)}>
                  <TagSelect options={tags?.[group] ?? []} value={f.state.value} onChange={f.handleChange} />
                </FormField>
              )}
            </form.Field>
          ))}
        </SimpleGrid>
        <form.Field name="intro" validators={validators('intro')}>
          {(f) => (
            <FormField label="组图简介" error={shown(f)}>
              <Textarea
                name="intro"
                value={f.state.value}
                maxLength={ALBUM_INTRO_MAX}
                rows={4}
                placeholder="介绍一下这套作品的设计思路"
                onChange={(e) => f.handleChange(e.target.value)}
                onBlur={blurred(f)}
                bg="white"
              />
              <Text fontSize="xs" color="gray.500" alignSelf="end">
                {count(f.state.value)}/{ALBUM_INTRO_MAX}
              </Text>
            </FormField>
          )}
        </form.Field>
      </Stack>
    );
  },
});
