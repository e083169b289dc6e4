import { scrollBehavior } from '../window-scroll';

/** How many fields a refused submit asks to fix, said when more than one (issue 59). */
export const fieldsToFix = (count: number) => (count > 1 ? `有 ${count} 项需要修改` : '');

const FIELD_ROOT = '[data-scope="field"][data-part="root"]';
/** A form's first control a user fills in or picks. */
export const FIRST_CONTROL = 'input:not([type="hidden"]):not([disabled]):not([readonly]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"]';

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The invalid fields of a form, in the order they show: a field's root, or a control marked invalid outside one. */
function invalidFields(form: HTMLFormElement): Element[] {
  const seen = new Set<Element>();
  for (const element of form.querySelectorAll(`${FIELD_ROOT}[data-invalid], [aria-invalid="true"]`)) {
    const root = element.closest(FIELD_ROOT);
    // Radios of one group are one field.
    const unit = root ?? (element instanceof HTMLInputElement && element.name ? (element.closest('fieldset, [role="radiogroup"], [role="group"]') ?? element) : element);
    seen.add(unit);
  }
  return [...seen];
}

const nextFrame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));

/**
 * After a refused submit: once the fields show their messages, the first invalid field is
 * scrolled into view (its label and message with it) and its control focused. Returns how
 * many fields need fixing.
 */
export async function showFirstInvalid(form: HTMLFormElement): Promise<number> {
  // The messages are drawn in the commit after validation.
  await nextFrame();
  const fields = invalidFields(form);
  const first = fields[0];
  if (!first) return 0;
  const control = first.matches(FOCUSABLE) ? first : first.querySelector<HTMLElement>(FOCUSABLE);
  first.scrollIntoView?.({ block: 'center', behavior: scrollBehavior() });
  if (control instanceof HTMLElement) control.focus({ preventScroll: true });
  return fields.length;
}
