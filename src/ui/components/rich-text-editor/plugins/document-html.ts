import type { EditorState, LexicalEditor } from 'lexical';
import { $getHtml } from '../html-io';

/**
 * The document of a committed editor state as HTML, written out once per state: the value sync,
 * the autosave and the draft offer all ask for the state they were told about, and a committed
 * state never changes. Writing out a long document takes tens of milliseconds at a phone's
 * speed (issue 48: each plugin wrote the whole document in a long task of its own).
 */
const written = new WeakMap<EditorState, string>();

export function documentHtml(editor: LexicalEditor, state: EditorState = editor.getEditorState()): string {
  let html = written.get(state);
  if (html === undefined) {
    html = state.read(() => $getHtml(editor));
    written.set(state, html);
  }
  return html;
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
 * of typing. `flush` runs a pending job now (a blur, leaving); `cancel` drops it.
 */
export function idleJob(delayMs: number, job: () => void) {
  let cancelWait: (() => void) | undefined;
  const cancel = () => {
    cancelWait?.();
    cancelWait = undefined;
  };
  const run = () => {
    cancel();
    job();
  };
  return {
    schedule() {
      if (cancelWait) return;
      const timer = setTimeout(() => (cancelWait = idle(run)), delayMs);
      cancelWait = () => clearTimeout(timer);
    },
    pending: () => cancelWait !== undefined,
    flush() {
      if (cancelWait) run();
    },
    cancel,
  };
}
