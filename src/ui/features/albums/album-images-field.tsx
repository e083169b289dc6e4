import { useId } from 'react';
import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MAX_IMAGES, MIN_IMAGES } from '../../../domain/album/album-images';
import type { AlbumTags } from '../../../domain/album/album';
import { withForm } from '../../components/form/form-kit';
import { useFormFileWork } from '../../components/form/form-parts';
import { AlbumImageItem } from './album-image-item';
import type { AlbumEditorValues } from './use-album-drafts';
import { effectiveCover, useImagePicker } from './use-album-images';
import { nextTask } from '../../components/next-task';

/**
 * Picked images join the list this many at a time, each group in a frame of its own: twenty
 * items rendered and their thumbnails decoded at once held the page for up to 1.4 s at a
 * phone's speed (issue 48); an item with its fields renders in 30-40 ms at 4x CPU, so two keep
 * each step near the 100 ms an input may wait. The items already shown are not rendered again
 * (AlbumImageItem).
 */
export const IMAGES_PER_FRAME = 2;
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)));

const HIDDEN = { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' } as const;

/**
 * 选择图片 (several at once) and the picked images, the form's `images` and `coverId` fields;
 * the input stays keyboard-reachable behind its label. While picked files are being checked the
 * form does not submit (it would go without them).
 */
export const AlbumImagesField = withForm({
  defaultValues: {} as AlbumEditorValues,
  props: {
    tags: undefined as AlbumTags | undefined,
    disabled: false,
    progress: {} as Readonly<Record<string, number>>,
    preview: (() => '') as (file: Blob) => string,
  },
  render: function Render({ form, tags, disabled, progress, preview }) {
    const hint = useId();
    const pick = useImagePicker(preview);
    const track = useFormFileWork();
    return (
      <form.Field name="coverId">
        {(cover) => (
          <form.Field name="images">
            {(field) => {
              const images = field.state.value;
              const coverId = effectiveCover(images, cover.state.value);
              const usable = images.filter((i) => !i.error).length;
              const add = (files: File[]) =>
                track(
                  (async () => {
                    const added = await pick(files, images.length);
                    for (let i = 0; i < added.length; i += IMAGES_PER_FRAME) {
                      if (i > 0) await nextFrame();
                      const group = added.slice(i, i + IMAGES_PER_FRAME);
                      field.handleChange((list) => [...list, ...group]);
                    }
                  })(),
                );
              return (
                <Stack gap="3">
                  <HStack gap="4" wrap="wrap">
                    <PickButton disabled={disabled} hint={hint} onFiles={(files) => void add(files)} />
                    <Text id={hint} fontSize="sm" color="gray.600">
                      JPG/JPEG/PNG，200K-5M，高度不低于650像素，{MIN_IMAGES}-{MAX_IMAGES}张；已选 {images.length} 张，可用 {usable} 张
                    </Text>
                  </HStack>
                  {images.length > 0 && (
                    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" aria-label="已选图片">
                      {images.map((image, index) => (
                        <AlbumImageItem
                          key={image.id}
                          image={image}
                          index={index}
                          progress={progress[image.id] ?? null}
                          isCover={coverId === image.id}
                          tags={tags}
                          disabled={disabled}
                          setImages={field.handleChange}
                          setCover={cover.handleChange}
                        />
                      ))}
                    </SimpleGrid>
                  )}
                </Stack>
              );
            }}
          </form.Field>
        )}
      </form.Field>
    );
  },
});

/** The file input behind its visible label 选择图片. */
function PickButton({ disabled, hint, onFiles }: { disabled: boolean; hint: string; onFiles: (files: File[]) => void }) {
  return (
    <Box
      as="label"
      position="relative"
      display="inline-flex"
      alignItems="center"
      h="9"
      px="4"
      rounded="md"
      bg="blue.600"
      color="white"
      fontSize="sm"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      _focusWithin={{ outline: '2px solid', outlineColor: 'blue.300', outlineOffset: '2px' }}
    >
      <input
        type="file"
        multiple
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        style={HIDDEN}
        disabled={disabled}
        aria-describedby={hint}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      选择图片
    </Box>
  );
}
