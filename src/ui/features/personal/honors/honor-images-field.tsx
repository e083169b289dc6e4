import { useId, useState } from 'react';
import { Box, CloseButton, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { TOKENS } from '../../../../application/tokens';
import { UploadHonorImage } from '../../../../application/honors/upload-honor-image';
import type { HonorPhoto } from '../../../../domain/honor/honor';
import { HONOR_MAX_PHOTOS, honorSelectionBlocker } from '../../../../domain/honor/honor-form';
import { useService } from '../../../platform/container-context';
import { FilePickButton } from '../../../components/file-pick-button';
import { FieldMessage } from '../../../components/field-message';
import { UploadProgress } from '../../../components/upload-progress';
import { useFormFileWork } from '../../../components/form/form-parts';

interface Upload {
  id: number;
  name: string;
  percent: number;
}

let nextUpload = 0;

/**
 * One to three honour photos: a pick is checked whole (no more than three in all), then each
 * file is checked and uploaded on its own with its own progress bar (the form does not submit
 * while one runs). Failed files leave the chosen ones as they are.
 */
export function HonorImagesField({
  value,
  onChange,
  error,
}: {
  value: HonorPhoto[];
  onChange: (update: (photos: HonorPhoto[]) => HonorPhoto[]) => void;
  error?: string;
}) {
  const upload = useService(UploadHonorImage);
  const notifier = useService(TOKENS.Notifier);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const hint = useId();

  const fileWork = useFormFileWork();
  const track = (id: number, patch: Partial<Upload> | null) =>
    setUploads((list) => (patch ? list.map((u) => (u.id === id ? { ...u, ...patch } : u)) : list.filter((u) => u.id !== id)));

  // Each picked file is its own run of the mutation, with its own progress bar.
  const uploading = useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => upload.execute(file, (percent) => track(id, { percent })),
  });

  const one = async (file: File) => {
    const invalid = upload.check(file);
    if (invalid) return notifier.error(invalid);
    const id = ++nextUpload;
    setUploads((list) => [...list, { id, name: file.name, percent: 0 }]);
    const result = await fileWork(uploading.mutateAsync({ id, file }));
    track(id, null);
    if (result.ok) onChange((photos) => [...photos, { key: result.value.key, url: result.value.url }]);
    else notifier.error(result.error);
  };

  const pick = (files: File[]) => {
    const blocked = honorSelectionBlocker(value.length + uploads.length, files.length);
    if (blocked) return notifier.warning(blocked);
    files.forEach((f) => void one(f));
  };

  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">
        图片
      </Text>
      <HStack gap="3" wrap="wrap" align="start">
        {value.map((photo, i) => (
          <Box key={photo.key} position="relative">
            <Image src={photo.url} alt={`已选图片${i + 1}`} h="24" w="32" objectFit="cover" rounded="sm" />
            <CloseButton size="2xs" position="absolute" top="1" right="1" bg="white" aria-label={`移除图片${i + 1}`} onClick={() => onChange((photos) => photos.filter((p) => p.key !== photo.key))} />
          </Box>
        ))}
        {uploads.map((u) => (
          <Stack key={u.id} w="32" h="24" justify="center" gap="1" borderWidth="1px" rounded="sm" p="2">
            <Text fontSize="xs" truncate>
              {u.name}
            </Text>
            <UploadProgress value={u.percent} label={`${u.name}上传进度`} />
          </Stack>
        ))}
      </HStack>
      <FilePickButton label="选择图片" multiple describedBy={hint} disabled={value.length + uploads.length >= HONOR_MAX_PHOTOS} onPick={pick} />
      <Text id={hint} fontSize="xs" color="gray.600">
        最多3张，JPG/JPEG/PNG 格式，单张 300KB-5MB
      </Text>
      <FieldMessage message={error} mt="0" />
    </Stack>
  );
}
