import { Progress } from '@chakra-ui/react';

/** The thin bar of one upload's progress (0-100), named for the file or field it uploads. */
export function UploadProgress({ value, label, maxW, mt }: { value: number | null; label: string; maxW?: 'sm' | 'md'; mt?: '2' }) {
  return (
    <Progress.Root value={value} size="xs" maxW={maxW} mt={mt}>
      {/* The track is the progressbar (Ark UI names it by its value text, 0% alone otherwise). */}
      <Progress.Track aria-label={label}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
