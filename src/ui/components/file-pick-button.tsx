import { Box } from '@chakra-ui/react';

const HIDDEN = { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' } as const;

/** A button-looking label around a hidden file input, so the input keeps its name and keyboard focus. */
export function FilePickButton({
  label,
  text = label,
  alignSelf = 'start',
  multiple,
  disabled,
  describedBy,
  onPick,
}: {
  /** The input's accessible name. */
  label: string;
  /** What the button shows, when it is not the name (上传封面 for 文章封面). */
  text?: string;
  alignSelf?: 'start' | 'end' | 'center';
  multiple?: boolean;
  disabled?: boolean;
  describedBy?: string;
  onPick: (files: File[]) => void;
}) {
  return (
    <Box
      as="label"
      position="relative"
      display="inline-flex"
      alignSelf={alignSelf}
      alignItems="center"
      h="8"
      px="3"
      rounded="md"
      borderWidth="1px"
      fontSize="sm"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.5 : 1}
      bg="white"
      _focusWithin={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' }}
    >
      <input
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        aria-label={label}
        aria-describedby={describedBy}
        multiple={multiple}
        disabled={disabled}
        style={HIDDEN}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) onPick(files);
        }}
      />
      {text}
    </Box>
  );
}
