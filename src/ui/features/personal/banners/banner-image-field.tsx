import { useId, useState } from 'react';
import { Box, Image, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { TOKENS } from '../../../../application/tokens';
import { UploadBannerImage } from '../../../../application/banners/upload-banner-image';
import { PLACEMENTS, type Placement } from '../../../../domain/banner/banner';
import type { BannerImage } from '../../../../domain/banner/banner-form';
import { useService } from '../../../platform/container-context';
import { FilePickButton } from '../../../components/file-pick-button';
import { FieldMessage } from '../../../components/field-message';
import { UploadProgress } from '../../../components/upload-progress';
import { useFormFileWork } from '../../../components/form/form-parts';

const MB = 1024 * 1024;
const size = (bytes: number) => (bytes >= MB ? `${bytes / MB}MB` : `${bytes / 1024}KB`);

/**
 * The banner image: checked against the placement's limits, uploaded with progress, previewed;
 * the form does not submit while the upload runs.
 */
export function BannerImageField({
  placement,
  value,
  onChange,
  disabled,
  error,
}: {
  placement: Placement;
  value: BannerImage | null;
  onChange: (image: BannerImage) => void;
  disabled: boolean;
  error?: string;
}) {
  const upload = useService(UploadBannerImage);
  const notifier = useService(TOKENS.Notifier);
  const [percent, setPercent] = useState<number | null>(null);
  const track = useFormFileWork();
  const hint = useId();
  const rules = PLACEMENTS[placement];
  const uploading = useMutation({ mutationFn: (file: File) => upload.execute(placement, file, setPercent) });

  const pick = async ([file]: File[]) => {
    setPercent(0);
    const result = await track(uploading.mutateAsync(file));
    setPercent(null);
    if (result.ok) onChange({ key: result.value.key, url: result.value.url, file: { name: file.name, type: file.type, size: file.size } });
    else notifier.error(result.error);
  };

  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">
        图片
      </Text>
      <Box w="full" maxW="md" aspectRatio={rules.suggested.width / rules.suggested.height} bg="gray.100" rounded="md" overflow="hidden">
        {value && <Image src={value.url} alt="轮播图预览" w="full" h="full" objectFit="cover" />}
      </Box>
      {percent !== null && <UploadProgress value={percent} maxW="md" label="轮播图上传进度" />}
      <FilePickButton label="选择图片" describedBy={hint} disabled={disabled || percent !== null} onPick={(files) => void pick(files)} />
      <Text id={hint} fontSize="xs" color="gray.600">
        建议尺寸 {rules.suggested.width}×{rules.suggested.height}，JPG/JPEG/PNG 格式，{size(rules.minBytes)}-{size(rules.maxBytes)}
      </Text>
      <FieldMessage message={error} mt="0" />
    </Stack>
  );
}
