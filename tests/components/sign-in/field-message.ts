/** The message shown beside a field: the error text its field links to the input (aria-errormessage), once invalid. */
export function messageBeside(input: HTMLElement): string {
  const id = input.getAttribute('aria-errormessage');
  if (input.getAttribute('aria-invalid') !== 'true' || !id) return '';
  return document.getElementById(id)?.textContent ?? '';
}
