import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useEditorShell } from '../editor-context';

/** Keeps the caret in the document while a toolbar control is clicked. */
export const keepFocus = (e: MouseEvent) => e.preventDefault();

interface ButtonProps {
  label: string;
  glyph: ReactNode;
  onClick: () => void;
  pressed?: boolean;
  className?: string;
  /** Source, full screen and search work on either view; every other control edits the document. */
  keepsSource?: boolean;
}

/** An editing control used while the source view is open first applies the source and leaves it. */
function useLeaveSource(keepsSource = false) {
  const { sourceMode, toggleSource } = useEditorShell();
  return () => {
    if (sourceMode && !keepsSource) toggleSource();
  };
}

export function ToolbarButton({ label, glyph, onClick, pressed, className, keepsSource }: ButtonProps) {
  const leaveSource = useLeaveSource(keepsSource);
  return (
    <button
      type="button"
      className={`rte-tool ${className ?? ''}`}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onMouseDown={keepFocus}
      onClick={() => {
        leaveSource();
        onClick();
      }}
    >
      {glyph}
    </button>
  );
}

interface PopoverProps {
  label: string;
  glyph: ReactNode;
  kind?: 'menu' | 'dialog';
  pressed?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: (close: () => void) => ReactNode;
}

const focusables = (root: HTMLElement | null, kind: 'menu' | 'dialog') =>
  Array.from(
    root?.querySelectorAll<HTMLElement>(kind === 'menu' ? '[role^="menuitem"]' : 'input, textarea, select, button') ?? [],
  );

/**
 * A toolbar button with a menu or a small dialog under it. Escape and a click outside close
 * it and return focus to the button; arrow keys move through a menu.
 */
export function ToolbarPopover({ label, glyph, kind = 'menu', pressed, open, onOpenChange, children }: PopoverProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  const anchor = useRef<HTMLSpanElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const leaveSource = useLeaveSource();

  useEffect(() => {
    if (!isOpen) return;
    // Near the editor's right edge the panel moves left (never past the editor's left edge).
    const box = panel.current?.getBoundingClientRect();
    const frame = panel.current?.closest('.rte')?.getBoundingClientRect();
    if (panel.current && box && frame && box.right > frame.right)
      panel.current.style.left = `${Math.max(frame.right - box.right, frame.left - box.left)}px`;
    focusables(panel.current, kind)[0]?.focus();
    const outside = (e: Event) => {
      if (!anchor.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [isOpen, kind, setOpen]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
    }
    if (kind !== 'menu' || (e.key !== 'ArrowDown' && e.key !== 'ArrowUp')) return;
    e.preventDefault();
    const items = focusables(panel.current, 'menu');
    const at = items.indexOf(document.activeElement as HTMLElement);
    items[(at + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length]?.focus();
  };

  return (
    <span className="rte-popover-anchor" ref={anchor}>
      <button
        ref={button}
        type="button"
        className="rte-tool"
        aria-label={label}
        title={label}
        aria-haspopup={kind}
        aria-expanded={isOpen}
        aria-controls={isOpen ? id : undefined}
        aria-pressed={pressed}
        onMouseDown={keepFocus}
        onClick={() => {
          leaveSource();
          setOpen(!isOpen);
        }}
      >
        {glyph}
      </button>
      {isOpen && (
        <div ref={panel} id={id} role={kind} aria-label={label} className={`rte-popover rte-popover-${kind}`} onKeyDown={onKeyDown}>
          {children(() => setOpen(false))}
        </div>
      )}
    </span>
  );
}

/** A menu entry; mouse-down keeps the caret where it was. */
export function MenuItem({ children, onSelect, checked }: { children: ReactNode; onSelect: () => void; checked?: boolean }) {
  return (
    <button
      type="button"
      role={checked === undefined ? 'menuitem' : 'menuitemradio'}
      aria-checked={checked}
      className="rte-menu-item"
      tabIndex={-1}
      onMouseDown={keepFocus}
      onClick={onSelect}
    >
      {children}
    </button>
  );
}
