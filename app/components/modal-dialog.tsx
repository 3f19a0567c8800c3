import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode, RefObject } from "react";

/** What opens and closes one of the site's dialogs, handed down by the page or panel that owns it. */
export interface DialogControl {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there when it closes, not where Radix would put it. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The site's dialogs (Radix Dialog): a dimmed overlay and a panel above the page, which the caller
 * places and fills (Dialog.Title, Dialog.Description, Dialog.Close inside).
 */
export function ModalDialog({
  open,
  onOpenChange,
  returnFocusTo,
  className,
  children,
}: DialogControl & {
  /** Where the panel sits and how large it is. */
  className: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className={`fixed z-50 bg-[var(--background)] text-[var(--foreground)] shadow-xl ${className}`}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
