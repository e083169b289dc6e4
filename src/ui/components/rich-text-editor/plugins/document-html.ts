import type { EditorState, LexicalEditor } from 'lexical';
import { $getHtml } from '../html-io';
import { HtmlPieces } from '../html-pieces';

/**
 * The document of a committed editor state as HTML, written out once per state: the value sync,
 * the autosave and the draft offer all ask for the state they were told about, and a committed
 * state never changes. Writing out a long document takes tens of milliseconds at a phone's
 * speed (issue 48: each plugin wrote the whole document in a long task of its own), so it is
 * written in pieces kept per editor: a block (or table row) written for an earlier state, or by
 * `writeNextPieces` in an earlier task, is not written again.
 */
const written = new WeakMap<EditorState, string>();
const piecesOf = new WeakMap<LexicalEditor, HtmlPieces>();

function pieces(editor: LexicalEditor): HtmlPieces {
  let kept = piecesOf.get(editor);
  if (!kept) piecesOf.set(editor, (kept = new HtmlPieces()));
  return kept;
}

export function documentHtml(editor: LexicalEditor, state: EditorState = editor.getEditorState()): string {
  let html = written.get(state);
  if (html === undefined) {
    html = state.read(() => $getHtml(editor, pieces(editor)), { editor });
    written.set(state, html);
  }
  return html;
}

/**
 * Writes out the next pieces of the editor's current document that are not written yet (about
 * one table row's worth, issue 48: no long task); false when there are none, and `documentHtml`
 * then only joins them.
 */
export function writeNextPieces(editor: LexicalEditor): boolean {
  const state = editor.getEditorState();
  if (written.has(state)) return false;
  return state.read(() => pieces(editor).$writeNext(editor), { editor });
}

const idle = (job: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    // At most this much later than asked, also while the page is never idle.
    const id = requestIdleCallback(job, { timeout: 200 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(job, 0);
  return () => clearTimeout(id);
};

/**
 * A job that runs `delayMs` after it was first asked for, then when the browser is next idle,
 * so that writing out the document is neither on a keypress's path nor in the middle of a burst
 * of typing. With `step`, the job's preparation is done first in steps, each when the browser is
 * idle again, as long as `step` reports it did something (each step looks at the editor's
 * state as it is then: a newer state replaces an older one's remaining work). `flush` runs a
 * pending job now, its remaining preparation included (a blur, leaving); `cancel` drops it.
 */
export function idleJob(delayMs: number, job: () => void, step?: () => boolean) {
  let cancelWait: (() => void) | undefined;
  const cancel = () => {
    cancelWait?.();
    cancelWait = undefined;
  };
  const run = () => {
    cancel();
    job();
  };
  const next = () => {
    if (step?.()) cancelWait = idle(next);
    else run();
  };
  return {
    schedule() {
      if (cancelWait) return;
      const timer = setTimeout(() => (cancelWait = idle(next)), delayMs);
      cancelWait = () => clearTimeout(timer);
    },
    pending: () => cancelWait !== undefined,
    flush() {
      if (cancelWait) run();
    },
    cancel,
  };
}
