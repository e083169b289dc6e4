import { useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import type { SystemStyleObject } from '@chakra-ui/react';
import { sanitizeHtml } from './rich-text-editor/sanitize';

/**
 * What the rich-text editor shows, for the plain tags it writes (its theme classes do not
 * survive the HTML policy). Same values as rich-text-editor.css, so a body reads the same on
 * its details page as in the editor; the page's CSS reset would otherwise drop list bullets,
 * heading sizes and table borders.
 */
const EDITOR_LOOK: SystemStyleObject = {
  fontSize: '14px',
  lineHeight: 1.6,
  color: '#222',
  overflowWrap: 'anywhere',
  '& p': { margin: '0 0 8px' },
  '& h1': { fontSize: '26px', margin: '12px 0 8px' },
  '& h2': { fontSize: '22px', margin: '10px 0 8px' },
  '& h3': { fontSize: '19px', margin: '8px 0 6px' },
  '& h4': { fontSize: '17px' },
  '& h5': { fontSize: '15px' },
  '& h6': { fontSize: '14px' },
  '& blockquote': { margin: '0 0 8px', padding: '4px 12px', borderLeft: '4px solid #dcdcdc', color: '#555' },
  '& pre': {
    display: 'block',
    margin: '0 0 8px',
    padding: '8px 12px',
    background: '#f6f8fa',
    borderRadius: '3px',
    fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
    fontSize: '13px',
    whiteSpace: 'pre-wrap',
  },
  '& :not(pre) > code': { padding: '0 3px', background: '#f1f1f1', borderRadius: '2px', fontFamily: 'ui-monospace, Menlo, Consolas, monospace' },
  '& b, & strong': { fontWeight: 700 },
  '& i, & em': { fontStyle: 'italic' },
  '& u': { textDecoration: 'underline' },
  '& s': { textDecoration: 'line-through' },
  '& sub': { verticalAlign: 'sub', fontSize: '0.8em' },
  '& sup': { verticalAlign: 'super', fontSize: '0.8em' },
  '& ol, & ul': { margin: '0 0 8px', paddingLeft: '24px' },
  '& ol': { listStyle: 'decimal' },
  '& ul': { listStyle: 'disc' },
  // A nested list sits in an item of its own, which shows no marker.
  '& li:has(> ol:only-child, > ul:only-child)': { listStyle: 'none' },
  '& a': { color: '#2b6cb0', textDecoration: 'underline' },
  '& table': { borderCollapse: 'collapse', margin: '4px 0 10px', tableLayout: 'fixed' },
  '& td, & th': { minWidth: '60px', padding: '4px 8px', border: '1px solid #cfcfcf', verticalAlign: 'top', textAlign: 'start' },
  '& th': { background: '#f2f3f5', fontWeight: 600 },
  '& td p, & th p': { margin: 0 },
  '& img': { maxWidth: '100%', height: 'auto', verticalAlign: 'bottom', display: 'inline' },
  '& figure, & iframe, & video': { margin: '4px 0 10px' },
  '& iframe': { border: 0, background: '#000', maxWidth: '100%' },
  '& video': { maxWidth: '100%' },
  '& svg': { maxWidth: '100%', height: 'auto' },
};

/** An editor-written body (article, promotion), through the editor's HTML policy, as the editor shows it. */
export function RichHtml({ html }: { html: string }) {
  const body = useMemo(() => sanitizeHtml(html), [html]);
  return <Box className="rich-html" css={EDITOR_LOOK} dangerouslySetInnerHTML={{ __html: body }} />;
}
