import * as Dialog from "@radix-ui/react-dialog";
import { MobileNavLinks } from "./mobile-nav-links";
import { ModalDialog, type DialogControl } from "./modal-dialog";
import { ThemeToggle } from "./theme-toggle";
import { useT } from "~/i18n/use-t";

/**
 * The small-screen menu's sheet (Radix Dialog). Loaded on demand by MobileMenu, so pages that
 * never open it do not ship the dialog code.
 */
export default function MobileMenuSheet(dialog: DialogControl) {
  const close = () => dialog.onOpenChange(false);
  const t = useT("common");

  return (
    <ModalDialog {...dialog} className="inset-y-0 end-0 flex w-[85vw] max-w-sm flex-col gap-4 overflow-y-auto p-6">
      <div className="flex items-center justify-between">
        <Dialog.Title className="text-lg font-semibold">{t("menu")}</Dialog.Title>
        <Dialog.Close className="rounded-md px-2 py-1 text-sm hover:bg-[var(--muted)]" aria-label={t("closeMenu")}>
          <span aria-hidden="true">✕</span>
        </Dialog.Close>
      </div>
      <Dialog.Description className="sr-only">{t("siteNavigation")}</Dialog.Description>
      <MobileNavLinks onNavigate={close} />
      <ThemeToggle />
    </ModalDialog>
  );
}
