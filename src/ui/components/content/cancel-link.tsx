import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

/** 取消 of a content form: back to the area's list, nothing saved. */
export function CancelLink({ to }: { to: '/picture' | '/article' | '/personal/promotions' }) {
  return (
    <Button asChild variant="outline">
      <Link to={to}>取消</Link>
    </Button>
  );
}
