import { useEffect, useMemo, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Box, HStack, Text } from '@chakra-ui/react';
import { UploadProgress } from './upload-progress';
import { useOneShot } from './one-shot';
import { DialogAnswers, DialogFrame } from './dialog-frame';

/** Draws the chosen area of an image onto a canvas of the output size and encodes it as JPEG. */
export async function cropToJpeg(src: string, area: Area, width: number, height: number): Promise<Blob> {
  const image = new Image();
  image.src = src;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('encode failed'))), 'image/jpeg', 0.9),
  );
}

/** A finger is the main pointer (a phone, a tablet): no mouse wheel to zoom with, but a pinch. */
const coarsePointer = () => window.matchMedia?.('(pointer: coarse)').matches === true;

/**
 * Crops a picked image with react-easy-crop at a fixed aspect, then hands back a JPEG of the
 * output size. `progress` shows the upload that follows; the dialog stays open until it ends.
 */
export function ImageCropDialog({
  file,
  title,
  aspect,
  output,
  box = { width: 300, height: 300 },
  progress,
  onCancel,
  onCropped,
}: {
  file: File | null;
  title: string;
  aspect: number;
  output: { width: number; height: number };
  box?: { width: number; height: number };
  progress: number | null;
  onCancel: () => void;
  /** The upload of the crop; the dialog's 确定 is busy until the promise it returns settles. */
  onCropped: (jpeg: Blob) => unknown;
}) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const busy = progress !== null;

  // A new file starts uncropped and unzoomed; its address lives as long as it is shown.
  const [shownFile, setShownFile] = useState(file);
  if (file !== shownFile) {
    setShownFile(file);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
  }
  const src = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => (src ? () => URL.revokeObjectURL(src) : undefined), [src]);

  // One-shot (useOneShot): a double click on 确定 crops and uploads once.
  const confirm = useOneShot(async () => {
    if (!src || !area || busy) return;
    await onCropped(await cropToJpeg(src, area, output.width, output.height));
  });

  return (
    <DialogFrame
      open={Boolean(file)}
      onOpenChange={(e) => !e.open && !busy && onCancel()}
      maxW="md"
      title={title}
      footer={
        <HStack>
          <DialogAnswers onCancel={onCancel} cancelDisabled={busy} onConfirm={() => void confirm.run()} loading={busy || confirm.busy} disabled={!area} />
        </HStack>
      }
    >
      <Box position="relative" w={`${box.width}px`} h={`${box.height}px`} mx="auto" bg="gray.800" data-testid="crop-area">
        {src && (
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            aspect={aspect}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        )}
      </Box>
      <Text fontSize="xs" color="gray.600" mt="2" textAlign="center">
        {coarsePointer() ? '拖动图片调整位置，双指捏合缩放' : '拖动图片调整位置，滚动鼠标滚轮缩放'}
      </Text>
      {busy && <UploadProgress value={progress} mt="2" label="上传进度" />}
    </DialogFrame>
  );
}
