import { Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  ALBUM_INTRO_MAX,
  ALBUM_TITLE_MAX,
  type AlbumField,
  type AlbumFormValues,
  validateHouseModel,
  validateTitle,
} from '../../../domain/album/album-form';
import type { AlbumTags } from '../../../domain/album/album';
import type { FieldErrors } from '../../../domain/shared/validation';
import { FormField } from '../../components/form-field';
import { TagSelect } from './tag-select';

const ALBUM_TAG_FIELDS = [
  ['style', 'fg', '风格'],
  ['houseModel', 'hx', '户型'],
  ['houseSize', 'mj', '面积'],
  ['budget', 'zj', '造价'],
] as const;

/** Title, the album-level tag groups and the intro. Title and house type are re-checked as they change. */
export function AlbumFields({
  values,
  errors,
  tags,
  onChange,
}: {
  values: AlbumFormValues;
  errors: FieldErrors<AlbumField>;
  tags: AlbumTags | undefined;
  onChange: (values: AlbumFormValues, errors: FieldErrors<AlbumField>) => void;
}) {
  const set = (field: AlbumField, value: string) => {
    const next = { ...values, [field]: value };
    const nextErrors = { ...errors };
    if (field === 'title') nextErrors.title = validateTitle(value) ?? undefined;
    if (field === 'houseModel') nextErrors.houseModel = validateHouseModel(value) ?? undefined;
    onChange(next, nextErrors);
  };

  return (
    <Stack gap="5">
      <FormField label="组图标题" required error={errors.title} helper={`${[...values.title].length}/${ALBUM_TITLE_MAX}`}>
        <Input value={values.title} placeholder="6-40个字，可使用 - _ ㎡" onChange={(e) => set('title', e.target.value)} bg="white" />
      </FormField>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        {ALBUM_TAG_FIELDS.map(([field, group, label]) => (
          <FormField key={field} label={label} required={field === 'houseModel'} error={errors[field]}>
            <TagSelect options={tags?.[group] ?? []} value={values[field]} onChange={(v) => set(field, v)} />
          </FormField>
        ))}
      </SimpleGrid>
      <FormField label="组图简介" error={errors.intro}>
        <Textarea
          value={values.intro}
          maxLength={ALBUM_INTRO_MAX}
          rows={4}
          placeholder="介绍一下这套作品的设计思路"
          onChange={(e) => set('intro', e.target.value)}
          bg="white"
        />
        <Text fontSize="xs" color="gray.500" alignSelf="end">
          {[...values.intro].length}/{ALBUM_INTRO_MAX}
        </Text>
      </FormField>
    </Stack>
  );
}
