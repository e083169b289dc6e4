import { Text } from '@chakra-ui/react';

/**
 * The message of a field that is not a plain text box (an image, a picker, a checkbox),
 * announced when it appears. `mt="0"` inside a Stack that already spaces its children.
 */
export function FieldMessage({ id, message, mt = '1' }: { id?: string; message: string | null | undefined; mt?: '0' | '1' }) {
  if (!message) return null;
  return (
    <Text id={id} role="alert" color="fg.error" fontSize="sm" mt={mt}>
      {message}
    </Text>
  );
}
