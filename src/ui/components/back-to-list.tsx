import { Link } from '@tanstack/react-router';

/** The lists a details page leads back to. */
export type ListPath = '/article' | '/picture' | '/personal/promotions';

/**
 * 返回列表: the way back from a details page (or a missing one) to its list, as a link, since
 * it goes to a place. The arrow is decoration; the name is the words.
 */
export function BackToList({ to }: { to: ListPath }) {
  return (
    <Link to={to} className="text-link">
      <span aria-hidden="true">‹ </span>
      返回列表
    </Link>
  );
}
