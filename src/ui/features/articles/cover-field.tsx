import { useId, useState } from 'react';
import { Box, HStack, Image, Progress, Stack, Text } from '@chakra-ui/react';
import { TOKENS } from '../../../application/tokens';
import { UploadArticleCover } from '../../../application/articles/upload-article-cover';
import { ARTICLE_COVER_HINT } from '../../../domain/article/article-form';
import { useService } from '../../app/container-context';

const HIDDEN = { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' } as const;

/** 文章封面: JPG/PNG/JPEG, uploaded as soon as it is chosen; the form keeps the stored key. */
export function CoverField({
  url,
  error,
  disabled,
  onUploading,
  onChange,
}: {
  url: string;
  error?: string;
  disabled: boolean;
  onUploading: (uploading: boolean) => void;
  onChange: (cover: { key: string; url: string }) => void;
}) {
  const upload = useService(UploadArticleCover);
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
      <HStack gap="4" align="end">
        <Box w="196px" h="118px" flexShrink={0} bg="gray.100" rounded="md" overflow="hidden" borderWidth={error ? '1px' : 0} borderColor="red.400">
          {url && <Image src={url} alt="文章封面预览" w="full" h="full" objectFit="cover" />}
        </Box>
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
            aria-label="文章封面"
            aria-describedby={hint}
            style={HIDDEN}
            disabled={disabled || progress !== null}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              void pick(file);
            }}
          />
          {url ? '更换封面' : '上传封面'}
        </Box>
      </HStack>
      {progress !== null && (
        <Progress.Root value={progress} size="xs" maxW="sm" aria-label="文章封面上传进度">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <Text id={hint} fontSize="xs" color="gray.500">
        JPG/PNG/JPEG，{ARTICLE_COVER_HINT}
      </Text>
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
