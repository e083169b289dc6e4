import type { KeyboardEvent, ReactNode } from 'react';

/**
 * A popover's small form. Not a <form>: the editor sits inside the page's own form (the
 * article or promotion), where a nested form is invalid and Enter would submit the page.
 */
export function PanelForm({ onSubmit, className, children }: { onSubmit: () => void; className?: string; children: ReactNode }) {
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter' || !(e.target instanceof HTMLInputElement)) return;
    e.preventDefault();
    onSubmit();
  };
  return (
    <div role="group" className={className ?? 'rte-form'} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}

export function SubmitButton({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <button type="button" className="rte-primary" onClick={onSubmit}>
      {children}
    </button>
  );
}

/**
 * The foot of a dialog-like panel (插入链接, 插入视频): what its last 确定 refused, then its
 * buttons; `extra` stands before 取消 (取消链接).
 */
export function PanelActions({ error, extra, onCancel, onSubmit }: { error: string; extra?: ReactNode; onCancel: () => void; onSubmit: () => void }) {
  return (
    <>
      {error && <p role="alert" className="rte-form-error">{error}</p>}
      <div className="rte-form-actions">
        {extra}
        <button type="button" onClick={onCancel}>
          取消
        </button>
        <SubmitButton onSubmit={onSubmit}>确定</SubmitButton>
      </div>
    </>
  );
}
