import { useId, useState } from 'react';
import { Button } from '@chakra-ui/react';

/** Open state of an expandable row and the ids that tie its toggle to its details. */
export function useDetails(initial = false) {
  const [open, setOpen] = useState(initial);
  const id = useId();
  return { open, setOpen, toggle: () => setOpen((o) => !o), detailsId: `${id}-details` };
}

/** The 查看详情 / 收起详情 toggle of an expandable row. */
export function DetailsToggle({ open, detailsId, onToggle }: { open: boolean; detailsId: string; onToggle: () => void }) {
  return (
    <Button size="xs" variant="ghost" colorPalette="blue" aria-expanded={open} aria-controls={detailsId} onClick={onToggle}>
      {open ? '收起详情' : '查看详情'}
    </Button>
  );
}
