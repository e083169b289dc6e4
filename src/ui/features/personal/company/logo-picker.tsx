import { useId } from 'react';
import { Box, Button, HStack, Image, Text } from '@chakra-ui/react';
import { TOKENS } from '../../../../application/tokens';
import type { ImageRef } from '../../../../domain/company/company-profile';
import { useService } from '../../../platform/container-context';
import { ImageCropDialog } from '../../../components/image-crop-dialog';
import { useCropUpload } from '../../../components/use-crop-upload';
import { FieldMessage } from '../../../components/field-message';

export const LOGO_LABEL = '公司Logo';
/** Logo: a fixed 2:1 crop in a 300x250 box (spec 2 section 2), stored as a 400x200 JPEG. */
const LOGO_CROP = { aspect: 2, box: { width: 300, height: 250 }, output: { width: 400, height: 200 } } as const;

/** Pick, check (JPG/JPEG/PNG, at most 5MB), crop 2:1, upload with progress; a failure keeps the old logo. */
export function LogoPicker({ value, onChange, error, readOnly }: { value: ImageRef | null; onChange: (v: ImageRef) => void; error?: string; readOnly?: boolean }) {
  const storage = useService(TOKENS.FileStorage);
  const id = useId();
  const { input, file, progress, pick, upload, cancel } = useCropUpload(async (jpeg, onProgress) => {
    onChange(await (await storage()).upload(Object.assign(jpeg, { name: 'logo.jpg' }), 'logo', onProgress));
    return true;
  });

  return (
    <Box>
      <label htmlFor={id} className="field-label">{LOGO_LABEL}</label>
      <HStack gap="3" align="center" mt="1">
        {value ? <Image src={value.url} alt={`${LOGO_LABEL}预览`} w="120px" h="60px" objectFit="contain" bg="gray.50" rounded="sm" /> : <Text fontSize="sm" color="gray.600">未上传</Text>}
        {!readOnly && (
          <>
            <input id={id} ref={input} type="file" accept=".jpg,.jpeg,.png,image/jpeg,image/png" hidden onChange={(e) => pick(e.target.files?.[0])} />
            <Button variant="outline" size="sm" onClick={() => input.current?.click()} aria-describedby={`${id}-hint`}>
              {value ? '更换Logo' : '上传Logo'}
            </Button>
          </>
        )}
      </HStack>
      {!readOnly && <Text id={`${id}-hint`} fontSize="xs" color="gray.600" mt="1">支持 JPG/JPEG/PNG 格式，不超过 5MB，按 2:1 裁剪</Text>}
      <FieldMessage message={error} />
      <ImageCropDialog file={file} title="裁剪公司Logo" aspect={LOGO_CROP.aspect} box={LOGO_CROP.box} output={LOGO_CROP.output} progress={progress} onCancel={cancel} onCropped={upload} />
    </Box>
  );
}

/** A licence image that may not change (licence passed or under review, or a sub-account's view). */
export function LockedImage({ label, value, note }: { label: string; value: ImageRef | null; note: string }) {
  return (
    <Box>
      <Text className="field-label">{label}</Text>
      <HStack gap="3" mt="1">
        {value ? <Image src={value.url} alt={`${label}预览`} boxSize="20" objectFit="cover" rounded="md" /> : <Text fontSize="sm" color="gray.600">未上传</Text>}
        <Text fontSize="sm" color="gray.600">{note}</Text>
      </HStack>
    </Box>
  );
}
