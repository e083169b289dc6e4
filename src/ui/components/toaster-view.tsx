import type { ReactNode } from 'react';
import { Portal, Toast, Toaster, createToaster } from '@chakra-ui/react';

/**
 * The toast store and its view. Loaded on its own chunk (see toaster.tsx) so that the first
 * screen does not wait for the toast machine: nothing is toasted before the first paint.
 */
const HAS_MARKUP = /<\/?[a-z][^>]*>|&[a-z#\d]+;/i;

/**
 * A message as shown: plain text as it is; one with markup (spec 1 §8 allows HTML in messages,
 * e.g. `<b>粗体</b>消息`) through the article bodies' sanitiser, inline formatting only. The
 * sanitiser loads only for such a message.
 */
export async function formatted(message: string): Promise<ReactNode> {
  if (!HAS_MARKUP.test(message)) return message;
  const { sanitizeInlineHtml } = await import('./rich-text-editor/sanitize');
  return <span dangerouslySetInnerHTML={{ __html: sanitizeInlineHtml(message) }} />;
}

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 4 });

export function AppToaster() {
  return (
    <Portal>
      {/* The region's name (zag's default is "Notifications, top (alt+T)"); Alt+T moves focus to it. */}
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label="消息提示（Alt+T）">
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} role={toast.type === 'error' ? 'alert' : 'status'}>
            <Toast.Indicator />
            <div style={{ flex: 1 }}>
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </div>
            {toast.closable && <Toast.CloseTrigger aria-label="关闭" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}

export default AppToaster;
