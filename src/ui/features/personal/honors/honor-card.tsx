import { Badge, Box, Button, HStack, Heading, Image, Stack } from '@chakra-ui/react';
import { type Honor, HONOR_STATUS_LABELS, canDeleteHonor, canEditHonor } from '../../../../domain/honor/honor';

const PALETTE: Record<number, string> = { 1: 'green', 2: 'orange', 3: 'red' };

/** One honour: its photos, title and status; edit only when not passed, delete disabled while pending. */
export function HonorCard({ honor, onEdit, onDelete }: { honor: Honor; onEdit: (h: Honor) => void; onDelete: (h: Honor) => void }) {
  const titleId = `honor-title-${honor.id}`;
  return (
    <Box as="article" aria-labelledby={titleId} borderWidth="1px" rounded="md" p="4" bg="white">
      <Stack gap="3">
        <HStack gap="2" minH="24" flexWrap="wrap">
          {honor.photos.map((photo, i) => (
            <Image key={photo.key} src={photo.url} alt={`${honor.title} 图片${i + 1}`} h="24" w="32" objectFit="cover" rounded="sm" />
          ))}
        </HStack>
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h3" size="sm" id={titleId} lineClamp={2}>
            {honor.title}
          </Heading>
          <Badge colorPalette={PALETTE[honor.status] ?? 'gray'} variant="subtle" flexShrink={0}>
            {HONOR_STATUS_LABELS[honor.status] ?? ''}
          </Badge>
        </HStack>
        <HStack gap="2" justify="end">
          {canEditHonor(honor.status) && (
            <Button size="xs" variant="outline" onClick={() => onEdit(honor)}>
              编辑
            </Button>
          )}
          <Button size="xs" variant="outline" colorPalette="red" disabled={!canDeleteHonor(honor.status)} onClick={() => onDelete(honor)}>
            删除
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
