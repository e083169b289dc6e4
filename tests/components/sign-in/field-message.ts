/**
 * The message shown beside a field: the error text its field links to the input, once invalid.
 * Chakra's field (Ark UI 5.40) names it in aria-describedby, beside the helper text.
 */
export function messageBeside(input: HTMLElement): string {
  if (input.getAttribute('aria-invalid') !== 'true') return '';
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const errors = ids.map((id) => document.getElementById(id)).filter((el) => el?.dataset.part === 'error-text');
  return errors.map((el) => el!.textContent ?? '').join('');
}
