import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "@remix-run/react";
import type { RefObject } from "react";
import { EMIRATE_NAMES, emirateSlug } from "~/lib/directory";
import { useViewer } from "~/lib/viewer";
import { MAIN_NAV_LINKS } from "./nav-links";
import { SignOutForm } from "./sign-out-form";
import { ThemeToggle } from "./theme-toggle";

/**
 * The small-screen menu's sheet (Radix Dialog). Loaded on demand by MobileMenu, so pages that
 * never open it do not ship the dialog code.
 */
export default function MobileMenuSheet({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const linkClass = "block rounded-md px-3 py-2 text-base hover:bg-[var(--muted)]";
  const close = () => onOpenChange(false);
  const viewer = useViewer();

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col gap-4 overflow-y-auto bg-[var(--background)] p-6 text-[var(--foreground)] shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
            <Dialog.Close className="rounded-md px-2 py-1 text-sm hover:bg-[var(--muted)]" aria-label="Close menu">
              <span aria-hidden="true">✕</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <nav aria-label="Mobile">
            <ul>
              {MAIN_NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass} onClick={close}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-4 px-3 text-sm font-semibold">Search by Emirate</p>
            <p className="px-3 text-xs text-[var(--muted-foreground)]">Select Emirate</p>
            <ul>
              {EMIRATE_NAMES.map((name) => (
                <li key={name}>
                  <Link to={`/search/${emirateSlug(name)}`} className={linkClass} onClick={close}>
                    {name}
                  </Link>
                </li>
              ))}
            </ul>
            {viewer ? (
              <div className="mt-4 border-t border-[var(--border)] pt-4">
                <p className="px-3 text-sm font-semibold">My Account</p>
                <p id="mobile-account-heading" className="truncate px-3 text-xs text-[var(--muted-foreground)]">
                  {viewer.email}
                </p>
                <ul aria-labelledby="mobile-account-heading">
                  <li>
                    <Link to="/dashboard/provider" className={linkClass} onClick={close}>
                      Dashboard
                    </Link>
                  </li>
                  <li>
                    <SignOutForm className={`${linkClass} w-full cursor-pointer text-left disabled:opacity-60`} />
                  </li>
                </ul>
              </div>
            ) : (
              <ul className="mt-4 border-t border-[var(--border)] pt-4">
                <li>
                  <Link to="/login" className={linkClass} onClick={close}>
                    Login
                  </Link>
                </li>
                <li>
                  <Link to="/register" className={linkClass} onClick={close}>
                    Register
                  </Link>
                </li>
              </ul>
            )}
          </nav>
          <ThemeToggle />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
