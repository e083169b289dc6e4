import { useId, useState, type ReactNode } from 'react';
import { Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { TOKENS } from '../../application/tokens';
import type { Result } from '../../domain/common/result';
import { useService } from '../platform/container-context';
import { FilePickButton } from './file-pick-button';
import { FieldMessage } from './field-message';
import { UploadProgress } from './upload-progress';
import { useFormFileWork } from './form/form-parts';

export interface StoredCover {
  key: string;
  url: string;
}

/** The screen's upload use case: it checks the file, stores it and answers the message. */
export interface CoverUpload {
  execute(file: File, onProgress: (percent: number) => void): Promise<Result<StoredCover, string>>;
}

/**
 * A cover image (JPG/PNG/JPEG) uploaded as soon as it is chosen, with its preview, progress and
 * message; the form keeps the stored key. `name` is the control's accessible name (文章封面,
 * 活动封面); `upload` is the screen's use case, run as a mutation. The form does not submit
 * while the upload runs.
 */
export function CoverUploadField({
  name,
  width,
  height,
  hint,
  url,
  error,
  locked = false,
  disabled,
  visibleLabel = false,
  upload,
  onChange,
}: {
  name: string;
  width: string;
  height: string;
  hint: ReactNode;
  url: string;
  error?: string;
  /** Shown but not changeable (a published promotion). */
  locked?: boolean;
  /** No new file for now (a submit runs). */
  disabled: boolean;
  visibleLabel?: boolean;
  upload: CoverUpload;
  onChange: (cover: StoredCover) => void;
}) {
  const notifier = useService(TOKENS.Notifier);
  const [progress, setProgress] = useState<number | null>(null);
  const track = useFormFileWork();
  const hintId = useId();
  const uploading = useMutation({ mutationFn: (file: File) => upload.execute(file, setProgress) });

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    const result = await track(uploading.mutateAsync(file));
    setProgress(null);
    if (result.ok) onChange({ key: result.value.key, url: result.value.url });
    else notifier.error(result.error);
  };

  return (
    <Stack gap="2">
      {visibleLabel && (
        <Text fontWeight="medium" fontSize="sm" aria-hidden="true">
          {name}
        </Text>
      )}
      <HStack gap="4" align="end">
        <Box w={width} h={height} flexShrink={0} bg="gray.100" rounded="md" overflow="hidden" borderWidth={error ? '1px' : 0} borderColor="red.400">
          {url && <Image src={url} alt={`${name}预览`} w="full" h="full" objectFit="cover" />}
        </Box>
        {!locked && (
          <FilePickButton
            label={name}
            text={url ? '更换封面' : '上传封面'}
            alignSelf="end"
            describedBy={hintId}
            disabled={disabled || progress !== null}
            onPick={(files) => void pick(files[0])}
          />
        )}
      </HStack>
      {progress !== null && <UploadProgress value={progress} maxW="sm" label={`${name}上传进度`} />}
      <Text id={hintId} fontSize="xs" color="gray.500">
        {hint}
      </Text>
      <FieldMessage message={error} mt="0" />
    </Stack>
  );
}
