import { useId } from 'react';
import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MAX_IMAGES, MIN_IMAGES } from '../../../domain/album/album-images';
import type { AlbumTags } from '../../../domain/album/album';
import type { useAlbumImages } from './use-album-images';
import { AlbumImageItem } from './album-image-item';

const HIDDEN = { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' } as const;

/** 选择图片 (several at once) and the picked images; the input stays keyboard-reachable behind its label. */
export function AlbumImagesField({
  state,
  tags,
  disabled,
}: {
  state: ReturnType<typeof useAlbumImages>;
  tags: AlbumTags | undefined;
  disabled: boolean;
}) {
  const hint = useId();
  const usable = state.images.filter((i) => !i.error).length;
  return (
    <Stack gap="3">
      <HStack gap="4" wrap="wrap">
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
              if (files.length) void state.add(files);
            }}
          />
          选择图片
        </Box>
        <Text id={hint} fontSize="sm" color="gray.600">
          JPG/JPEG/PNG，200K-5M，高度不低于650像素，{MIN_IMAGES}-{MAX_IMAGES}张；已选 {state.images.length} 张，可用 {usable} 张
        </Text>
      </HStack>
      {state.images.length > 0 && (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" aria-label="已选图片">
          {state.images.map((image, index) => (
            <AlbumImageItem
              key={image.id}
              image={image}
              index={index}
              isCover={state.coverId === image.id}
              tags={tags}
              disabled={disabled}
              onChange={(patch) => state.update(image.id, patch)}
              onCover={() => state.setCoverId(image.id)}
              onRemove={() => state.remove(image.id)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
