import { Component, Suspense, lazy, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { TOKENS } from '../../application/tokens';
import { PAGE_FAILURE, ToldFailure } from '../platform/startup-failure';
import { useService } from '../platform/container-context';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React's lazy takes
type AnyComponent = ComponentType<any>;

/** What a lazy part shows while its chunk loads, and in its place when it failed (with a retry that loads it again). */
export interface LazyPartSlots {
  loading?: ReactNode;
  failed?: (retry: () => void) => ReactNode;
  /**
   * Whether a chunk that does not arrive is told as the network's (请检查网络再重新连接): yes,
   * unless `failed` itself says all the user needs (the expiry dialog's, which says that the
   * session has expired).
   */
  tellUnreachable?: boolean;
}

/**
 * A part of a screen on a chunk of its own: the editor, a dialog, the QR code. React's `lazy`
 * keeps a load that failed for good and throws it to the nearest error boundary, the route's,
 * so a chunk lost on a flaky network replaced the whole screen (and what was typed in it) with
 * 页面出错了. Here only the part fails: the user is told as for a call that got no answer
 * (请检查网络再重新连接), `failed` renders in its place, and its retry loads the chunk again.
 */
export function lazyPart<C extends AnyComponent>(load: () => Promise<{ default: C }>): ComponentType<ComponentProps<C> & LazyPartSlots> {
  // React keeps the outcome of a lazy component for good: one that failed is replaced at once, so
  // that the retry, or the part's next mount, loads the chunk again.
  const loadPart = () =>
    load().catch((error: unknown) => {
      Part = lazy(loadPart);
      throw new PartLoadError(error);
    });
  let Part = lazy(loadPart);
  function LazyPart({ loading = null, failed = () => null, tellUnreachable = true, ...props }: ComponentProps<C> & LazyPartSlots) {
    const connection = useService(TOKENS.Connection);
    const [attempt, setAttempt] = useState(0);
    return (
      <PartBoundary key={attempt} failed={failed(() => setAttempt((n) => n + 1))} onChunkFailure={tellUnreachable ? connection.tellUnreachable : noTelling}>
        <Suspense fallback={loading}>
          <Part {...(props as ComponentProps<C>)} />
        </Suspense>
      </PartBoundary>
    );
  }
  return LazyPart;
}

const noTelling = () => undefined;

/** The part's chunk did not arrive (as opposed to an error of the part itself); the user is told (componentDidCatch). */
class PartLoadError extends ToldFailure {
  constructor(cause: unknown) {
    super('a part of the screen did not load', { cause });
  }
}

class PartBoundary extends Component<{ failed: ReactNode; onChunkFailure: () => void; children: ReactNode }, { error: boolean }> {
  state = { error: false };

  static getDerivedStateFromError() {
    return { error: true };
  }

  // A chunk that did not arrive is the network's, which the user is told about; the app's root
  // does not log it (rootErrorOptions). React reports an error of the part itself to the console.
  componentDidCatch(error: unknown) {
    if (error instanceof PartLoadError) this.props.onChunkFailure();
  }

  render() {
    return this.state.error ? this.props.failed : this.props.children;
  }
}

/** In a failed part's place: what did not load, and 重试. */
export function PartFailed({ what, onRetry, minH }: { what: string; onRetry: () => void; minH?: string }) {
  return (
    <Stack role="alert" align="center" justify="center" gap="2" py="4" minH={minH} borderWidth="1px" borderStyle="dashed" borderColor="gray.300" rounded="md">
      <Text color="gray.600" fontSize="sm">
        {what}加载失败
      </Text>
      <Button size="xs" variant="outline" onClick={onRetry}>
        {PAGE_FAILURE.retry}
      </Button>
    </Stack>
  );
}

/**
 * In the place of a dialog whose chunk did not arrive: closes it (the user has been told to check
 * the network), so that the next click opens it afresh and loads the chunk again.
 */
export function ClosedWhenFailed({ onClose }: { onClose: () => void }) {
  useEffect(() => onClose(), [onClose]);
  return null;
}

/**
 * In the place of a dialog whose chunk did not arrive, where its words are all the user needs:
 * says them as a warning, once, then `then` (which closes or dismisses the dialog).
 */
export function WarningInstead({ text, then }: { text: string; then: () => void }) {
  const notifier = useService(TOKENS.Notifier);
  useEffect(() => {
    notifier.warning(text);
    then();
  }, [notifier, text, then]);
  return null;
}
