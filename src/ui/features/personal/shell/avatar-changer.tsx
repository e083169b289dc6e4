import { useRef, useState } from 'react';
import { Box, Button, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ChangeAvatar } from '../../../../application/personal/change-avatar';
import { TOKENS } from '../../../../application/tokens';
import { AVATAR_OUTPUT, checkAvatarImage } from '../../../../domain/shared/image-file';
import { useService } from '../../../app/container-context';
import { ImageCropDialog } from '../../../components/image-crop-dialog';

export const UPLOAD_ERROR = '上传错误';

/** A sub-account's name and avatar, with 更换头像: pick, check, crop 1:1, upload, save. */
export function AvatarChanger({ realname, avatarUrl }: { realname: string; avatarUrl: string }) {
  const changeAvatar = useService(ChangeAvatar);
  const notifier = useService(TOKENS.Notifier);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const pick = (picked: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!picked) return;
    const problem = checkAvatarImage(picked);
    if (problem) return notifier.error(problem);
    setFile(picked);
  };

  const upload = async (jpeg: Blob) => {
    if (progress !== null) return;
    setProgress(0);
    try {
      const result = await changeAvatar.execute(jpeg, setProgress);
      if (result.ok) {
        notifier.success('修改成功!');
        setFile(null);
      } else if (result.error.msg) notifier.error(result.error.msg);
    } catch {
      notifier.error(UPLOAD_ERROR);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack align="center" gap="2">
      {avatarUrl ? (
        <Image src={avatarUrl} alt={`${realname}的头像`} boxSize="64px" rounded="full" objectFit="cover" />
      ) : (
        <Box boxSize="64px" rounded="full" bg="gray.200" display="grid" placeItems="center" role="img" aria-label={`${realname}的头像`}>
          {[...realname][0] ?? ''}
        </Box>
      )}
      <Text fontSize="sm" fontWeight="medium">
        {realname}
      </Text>
      <Button size="xs" variant="outline" onClick={() => input.current?.click()}>
        更换头像
      </Button>
      <VisuallyHidden>
        <input ref={input} type="file" accept=".jpg,.jpeg,.png,image/jpeg,image/png" aria-label="选择头像图片" tabIndex={-1} onChange={(e) => pick(e.target.files?.[0])} />
      </VisuallyHidden>
      <ImageCropDialog
        file={file}
        title="更换头像"
        aspect={1}
        output={AVATAR_OUTPUT}
        progress={progress}
        onCancel={() => setFile(null)}
        onCropped={(jpeg) => void upload(jpeg)}
      />
    </Stack>
  );
}
