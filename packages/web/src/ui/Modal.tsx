/** A modal dialog on the native <dialog> element: focus trapping and Escape come from the browser. */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { Icon } from './icons.js';

interface ModalProps {
  title: string;
  onClose(): void;
  children: ComponentChildren;
  wide?: boolean;
}

export function Modal({ title, onClose, children, wide }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    // Focus goes back where it was when the dialog closes (the button that opened it), or to the
    // grid's current cell; never to the page's body.
    const opener = document.activeElement as HTMLElement | null;
    if (d && !d.open) d.showModal();
    return () => {
      d?.close();
      const back = opener && opener !== document.body && opener.isConnected ? opener : (document.querySelector('[role="gridcell"][tabindex="0"]') as HTMLElement | null);
      back?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      class={`modal${wide ? ' wide' : ''}`}
      aria-labelledby="modal-title"
      onCancel={(e) => { e.preventDefault(); onClose(); }}
      onClick={(e) => { if (e.target === ref.current) onClose(); }}
    >
      <div class="modal-body">
        <header class="modal-head">
          <h2 id="modal-title">{title}</h2>
          <button type="button" class="icon-button" aria-label="Close" onClick={onClose}>
            <Icon name="close" />
          </button>
        </header>
        {children}
      </div>
    </dialog>
  );
}
