import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  /** The id of the element that names the dialog (its heading). */
  readonly labelledBy: string;
  readonly className: string;
  /** What Esc does; null when the dialog cannot be dismissed (there is nothing behind it). */
  readonly onEscape: (() => void) | null;
  readonly children: ReactNode;
}

/**
 * A modal dialog on the browser's own `<dialog>`: while it is open the page behind is inert (Tab and
 * Enter stay inside, clicks do not reach the board), Esc does `onEscape`, and when it goes the focus
 * returns to where it was. The element marked `data-autofocus` takes the focus first.
 */
export function Modal({ labelledBy, className, onEscape, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const escape = useRef(onEscape);
  escape.current = onEscape;

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    const before = document.activeElement;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    // The browser closes a dialog by itself on a repeated Esc; it stays open while it is shown.
    const reopen = () => {
      if (dialog.isConnected && !dialog.open) dialog.showModal();
    };
    dialog.addEventListener('close', reopen);
    return () => {
      dialog.removeEventListener('close', reopen);
      if (dialog.open) dialog.close();
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog ${className}`}
      aria-labelledby={labelledBy}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        escape.current?.();
      }}
      onCancel={(event) => {
        event.preventDefault();
      }}
    >
      {children}
    </dialog>
  );
}
