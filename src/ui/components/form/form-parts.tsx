import { type FormEvent, type ReactNode, createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { Button, VisuallyHidden, chakra } from '@chakra-ui/react';
import { type AnyFormApi, useStore } from '@tanstack/react-form';
import { useFormContext } from './form-context';
import { FIRST_CONTROL, fieldsToFix, showFirstInvalid } from './form-focus';

const TrackFileWork = createContext<((work: Promise<unknown>) => void) | null>(null);
const FileWorkPending = createContext(false);

/**
 * For a field that reads or uploads a picked file: `track(work)` holds the form's submit until
 * the work settles, so a click on 提交 right after picking never submits without the file (and
 * never shows the field's "please upload" message for a file that is on its way). Outside an
 * app form it only passes the work through.
 */
export function useFormFileWork() {
  const track = useContext(TrackFileWork);
  return useCallback(
    <T,>(work: Promise<T>): Promise<T> => {
      track?.(work);
      return work;
    },
    [track],
  );
}

/**
 * The submit button: disabled while a submit runs, while a picked file is still being read or
 * uploaded, or when `disabled`; so a double click submits once.
 */
export function SubmitButton({ children = '提交', disabled, size, width }: { children?: ReactNode; disabled?: boolean; size?: 'sm' | 'md' | 'lg'; width?: string }) {
  const form = useFormContext();
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  const filesPending = useContext(FileWorkPending);
  return (
    <Button type="submit" colorPalette="blue" size={size} width={width} loading={submitting} disabled={disabled || submitting || filesPending}>
      {children}
    </Button>
  );
}

/**
 * After a submit: when the form refused it, the first field to fix is brought into view and
 * focused, and `region` (a status region to render in the form) says how many need fixing when
 * more than one. For a form element of its own; AppFormElement does this for every app form.
 */
export function useRefusedSubmit() {
  const [toFix, setToFix] = useState('');
  const report = useCallback(async (element: HTMLFormElement | null, form: AnyFormApi) => {
    setToFix(element && !form.state.isValid ? fieldsToFix(await showFirstInvalid(element)) : '');
  }, []);
  // Drawn only while there is something to say: a form at rest has no status region of its own.
  return { report, region: toFix ? <VisuallyHidden role="status">{toFix}</VisuallyHidden> : null };
}

/**
 * An add screen's first control takes the focus when it opens, if the focus fell to the page on
 * the way (the button that opened it, 添加子账号, left with the list) or the shell gave it to the
 * screen's heading (useScreenFocus, which leaves a field the screen focused alone): issue 59.
 */
export function useFocusFirstControl(element: { current: HTMLElement | null }, on = true) {
  useEffect(() => {
    const active = document.activeElement;
    // The focus fell to the page, or the shell put it on the new screen's heading (data-screen-focus).
    if (!on || (active && active !== document.body && !active.hasAttribute('data-screen-focus'))) return;
    element.current?.querySelector<HTMLElement>(FIRST_CONTROL)?.focus();
  }, [element, on]);
}

/**
 * The <form> element of an app form: prevents the page submit and starts at most one submit
 * at a time (a second Enter or click while one runs only calls onRepeat); none starts while a
 * field's file work (`useFormFileWork`) is pending. A refused submit brings the first field
 * that needs fixing into view and focuses it, and says how many need fixing when more than one
 * (a status region): on a phone the message may be far above the screen (issue 59).
 */
export function AppFormElement({
  form,
  children,
  onRepeat,
  focusFirst = false,
  ...rest
}: {
  form: AnyFormApi;
  children: ReactNode;
  /** A submit while one runs (e.g. 请勿多次提交 where the spec says so). */
  onRepeat?: () => void;
  /** An add screen: its first control takes the focus when the page's focus was lost on the way. */
  focusFirst?: boolean;
} & Omit<Parameters<typeof chakra.form>[0], 'onSubmit' | 'children'>) {
  const running = useRef(false);
  const pending = useRef(0);
  const [filesPending, setFilesPending] = useState(false);
  const refused = useRefusedSubmit();
  const element = useRef<HTMLFormElement>(null);
  useFocusFirstControl(element, focusFirst);
  const track = useCallback((work: Promise<unknown>) => {
    pending.current += 1;
    setFilesPending(true);
    const settle = () => {
      pending.current -= 1;
      setFilesPending(pending.current > 0);
    };
    work.then(settle, settle);
  }, []);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    if (pending.current > 0) return;
    if (running.current || form.state.isSubmitting) return onRepeat?.();
    running.current = true;
    try {
      // Every field is checked and shows its message at once (TanStack Form stops at the first
      // known error on a first attempt and would leave untouched fields silent).
      for (const name of Object.keys(form.fieldInfo)) form.setFieldMeta(name, (m) => ({ ...m, isBlurred: true }));
      await form.validateAllFields('submit');
      await form.handleSubmit();
    } finally {
      running.current = false;
    }
    // After the lock is let go: bringing the first field to fix into view waits for a frame,
    // which a hidden page may not draw for a while, and must never hold the next submit.
    void refused.report(element.current, form);
  };
  return (
    <chakra.form ref={element} noValidate onSubmit={(e) => void submit(e)} {...rest}>
      {refused.region}
      <TrackFileWork.Provider value={track}>
        <FileWorkPending.Provider value={filesPending}>{children}</FileWorkPending.Provider>
      </TrackFileWork.Provider>
    </chakra.form>
  );
}
