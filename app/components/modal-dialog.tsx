import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

/**
 * The site's dialogs (Radix Dialog): a dimmed overlay and a panel above the page, which the caller
 * places and fills (Dialog.Title, Dialog.Description, Dialog.Close inside). On closing, focus goes
 * where `onClosed` puts it (the button that opened it), not where Radix would.
 */
export function ModalDialog({
  open,
  onOpenChange,
  onClosed,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
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
            onClosed();
          }}
          className={`fixed z-50 bg-[var(--background)] text-[var(--foreground)] shadow-xl ${className}`}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
