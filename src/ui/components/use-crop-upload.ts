import { useRef, useState } from 'react';
import { TOKENS } from '../../application/tokens';
import { IMAGE_MESSAGES, checkAvatarImage } from '../../domain/common/image-file';
import { useService } from '../platform/container-context';

/**
 * Pick an image, check it (JPG/JPEG/PNG, at most 5MB), hand it to the crop dialog, then `save`
 * the cropped JPEG with progress; one save at a time. `save` answers whether the crop is done
 * (the dialog closes); a thrown failure says 上传错误 and keeps the dialog and the old image.
 */
export function useCropUpload(save: (jpeg: Blob, onProgress: (percent: number) => void) => Promise<boolean>) {
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
      if (await save(jpeg, setProgress)) setFile(null);
    } catch {
      notifier.error(IMAGE_MESSAGES.uploadFailed);
    } finally {
      setProgress(null);
    }
  };

  return { input, file, progress, pick, upload, cancel: () => setFile(null) };
}
