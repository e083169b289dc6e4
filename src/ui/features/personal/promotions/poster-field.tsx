import { useId, useState } from 'react';
import { Box, HStack, Image, Progress, Stack, Text } from '@chakra-ui/react';
import { TOKENS } from '../../../../application/tokens';
import { UploadPromotionPoster } from '../../../../application/promotions/upload-promotion-poster';
import { PROMOTION_COVER_HINT } from '../../../../domain/promotion/promotion-form';
import { useService } from '../../../app/container-context';

const HIDDEN = { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' } as const;

/** 活动封面: JPG/PNG/JPEG, uploaded as soon as it is chosen; the form keeps the stored key. */
export function PosterField({
  url,
  error,
  locked,
  busy,
  onUploading,
  onChange,
}: {
  url: string;
  error?: string;
  /** Status 1 or 2: the cover is shown but cannot be changed. */
  locked: boolean;
  /** A submit runs: no new file until it is done. */
  busy: boolean;
  onUploading: (uploading: boolean) => void;
  onChange: (poster: { key: string; url: string }) => void;
}) {
  const upload = useService(UploadPromotionPoster);
  const notifier = useService(TOKENS.Notifier);
  const [progress, setProgress] = useState<number | null>(null);
  const hint = useId();

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    onUploading(true);
    const result = await upload.execute(file, setProgress);
    setProgress(null);
    onUploading(false);
    if (result.ok) onChange({ key: result.value.key, url: result.value.url });
    else notifier.error(result.error);
  };

  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm" aria-hidden="true">
        活动封面
      </Text>
      <HStack gap="4" align="end">
        <Box w="200px" h="120px" flexShrink={0} bg="gray.100" rounded="md" overflow="hidden" borderWidth={error ? '1px' : 0} borderColor="red.400">
          {url && <Image src={url} alt="活动封面预览" w="full" h="full" objectFit="cover" />}
        </Box>
        {!locked && (
          <Box
            as="label"
            position="relative"
            display="inline-flex"
            alignItems="center"
            h="8"
            px="3"
            rounded="md"
            borderWidth="1px"
            fontSize="sm"
            cursor="pointer"
            bg="white"
            _focusWithin={{ outline: '2px solid', outlineColor: 'blue.300', outlineOffset: '2px' }}
          >
            <input
              type="file"
              accept=".jpg,.jpeg,.png,image/jpeg,image/png"
              aria-label="活动封面"
              aria-describedby={hint}
              style={HIDDEN}
              disabled={busy || progress !== null}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                void pick(file);
              }}
            />
            {url ? '更换封面' : '上传封面'}
          </Box>
        )}
      </HStack>
      {progress !== null && (
        <Progress.Root value={progress} size="xs" maxW="sm" aria-label="活动封面上传进度">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <Text id={hint} fontSize="xs" color="gray.500">
        {PROMOTION_COVER_HINT}
      </Text>
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
