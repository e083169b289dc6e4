import { Badge } from '@chakra-ui/react';
import { reviewStatusLabel } from '../../../domain/content/review-status';

const PALETTE: Record<number, string> = { 1: 'green', 2: 'orange', 3: 'red' };

export function StatusBadge({ status }: { status: number }) {
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} variant="subtle">
      {reviewStatusLabel(status)}
    </Badge>
  );
}
