/**
 * Focus that follows a row action (issue 59): a button that an action removes (接单 once the order
 * is accepted, 分配 once it is assigned) took the focus with it to the page's body, and a keyboard
 * or switch user started again from the top. Focus moves instead to the row's first action, or to
 * its heading when it has none left.
 */

/** Whether focus has fallen to the page (the focused element left the page, or nothing has it). */
export const focusLost = () => !document.activeElement || document.activeElement === document.body;

/** Focuses the order's row: its first enabled action, else its heading. False when the row is not on the page. */
export function focusRow(orderId: number): boolean {
  const row = document.querySelector(`[data-order-row="${orderId}"]`);
  if (!row) return false;
  const target = row.querySelector<HTMLElement>('[data-row-actions] button:not([disabled])') ?? row.querySelector<HTMLElement>('h3');
  target?.focus();
  return Boolean(target);
}

/**
 * After a dialog about these orders closed: once its focus trap has given focus back (to the
 * button that opened it, when that is still there), focus that fell to the page goes to the
 * first order's row.
 */
export function focusRowWhenLost(orderId: number) {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (focusLost()) focusRow(orderId);
    }),
  );
}
