import { useEffect, useMemo, useRef } from 'react';
import { Box, Button, HStack, Image, Text } from '@chakra-ui/react';
import { APPEAL_MAX_IMAGES } from '../../../domain/order/appeal';
import { FieldMessage } from '../../components/field-message';

/** Up to three evidence images with previews (a form field's value); `onAdd` validates before they are kept. */
export function EvidencePicker({
  files,
  error,
  onAdd,
  onRemove,
}: {
  files: File[];
  error?: string;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  return (
    <Box>
      <HStack gap="2" wrap="wrap">
        {urls.map((url, i) => (
          <Box key={url} position="relative">
            <Image src={url} alt={`凭证图片${i + 1}`} w="20" h="20" objectFit="cover" rounded="sm" />
            <Button size="2xs" position="absolute" top="0" right="0" aria-label={`删除图片${i + 1}`} onClick={() => onRemove(i)}>
              ×
            </Button>
          </Box>
        ))}
        {files.length < APPEAL_MAX_IMAGES && (
          <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
            上传凭证
          </Button>
        )}
      </HStack>
      <input
        ref={input}
        type="file"
        aria-label="上传凭证图片"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        multiple
        hidden
        onChange={(e) => {
          onAdd([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <Text fontSize="xs" color="gray.500" mt="1">
        最多3张，支持JPG/JPEG/PNG，每张小于5MB
      </Text>
      <FieldMessage message={error} />
    </Box>
  );
}
