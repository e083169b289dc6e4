import { useId, useRef, useState } from 'react';
import { Box, Button, HStack, Image, Text } from '@chakra-ui/react';
import { TOKENS } from '../../application/tokens';
import type { StorageFolder, StoredFile } from '../../application/ports/file-storage';
import { type FileFacts, IMAGE_MESSAGES } from '../../domain/common/image-file';
import { useService } from '../platform/container-context';
import { FieldMessage } from './field-message';
import { UploadProgress } from './upload-progress';
import { useFormFileWork } from './form/form-parts';

/**
 * One image: check it with the domain rule, upload it through the FileStorage port with a
 * progress bar, and hand back the stored key. A refused or failed file leaves the previous one;
 * the form it is in does not submit while the upload runs.
 */
export function ImagePicker({
  label,
  folder,
  check,
  value,
  onChange,
  error,
}: {
  label: string;
  folder: StorageFolder;
  check: (file: FileFacts) => string | null;
  value: StoredFile | null;
  onChange: (file: StoredFile | null) => void;
  error?: string;
}) {
  const storage = useService(TOKENS.FileStorage);
  const notifier = useService(TOKENS.Notifier);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const track = useFormFileWork();

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = check(file);
    if (problem) return notifier.error(problem);
    setProgress(0);
    try {
      onChange(await track(storage().then((loaded) => loaded.upload(file, folder, setProgress))));
    } catch {
      notifier.error(IMAGE_MESSAGES.uploadFailed);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <HStack gap="3" align="center">
        {value && <Image src={value.url} alt={`${label}预览`} boxSize="20" objectFit="cover" rounded="md" />}
        <input id={id} ref={input} type="file" accept="image/jpeg,image/png" hidden onChange={(e) => void pick(e.target.files?.[0])} />
        <Button variant="outline" size="sm" onClick={() => input.current?.click()} loading={progress !== null} aria-describedby={`${id}-hint`}>
          {value ? '重新上传' : '选择图片'}
        </Button>
      </HStack>
      {progress !== null && <UploadProgress value={progress} mt="2" label={`${label}上传进度`} />}
      <Text id={`${id}-hint`} fontSize="xs" color="gray.500" mt="1">
        支持 JPG/JPEG/PNG 格式，大小 300KB-5MB
      </Text>
      <FieldMessage message={error} />
    </Box>
  );
}
