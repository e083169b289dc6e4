import { Spinner, type SpinnerProps } from '@chakra-ui/react';

/**
 * Chakra's spinner as what it tells: a status named 加载中. Chakra draws a bare span, on which
 * a name is not allowed (axe's aria-prohibited-attr) and which screen readers skip; the status
 * role carries the name and is announced.
 */
export function LoadingSpinner(props: Omit<SpinnerProps, 'role' | 'aria-label'>) {
  return <Spinner role="status" aria-label="加载中" {...props} />;
}
