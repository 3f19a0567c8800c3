import * as Dialog from "@radix-ui/react-dialog";
import type { OfferCardData } from "./offer-card";
import { useT } from "~/i18n/use-t";
import { fluidImage } from "~/lib/listings/responsive-image";
import { ModalDialog, type DialogControl } from "../modal-dialog";

/**
 * An offer's details in a Radix dialog (focus trap, Escape, aria). Loaded on demand by the
 * offers page, so the page itself ships no dialog code.
 */
export default function OfferDetailsDialog({ offer, ...dialog }: { offer: OfferCardData | null } & DialogControl) {
  const t = useT("offers");
  return (
    <ModalDialog
      {...dialog}
      open={dialog.open && offer !== null}
      className="left-1/2 top-1/2 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl"
    >
      {offer ? (
        <>
          <img
            {...fluidImage(offer.imageUrl, 1200)}
            sizes="(min-width: 576px) 512px, 100vw"
            alt={t("illustration", { title: offer.title })}
            width={1200}
            height={600}
            className="aspect-[2/1] w-full rounded-t-xl bg-[var(--muted)] object-cover"
          />
          <div className="p-6">
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">{offer.type}</p>
            <Dialog.Title className="mt-1 text-xl font-bold">{offer.title}</Dialog.Title>
            <Dialog.Description className="mt-2 text-[var(--muted-foreground)]">{offer.description}</Dialog.Description>
            <h3 className="mt-5 text-sm font-semibold">{t("terms")}</h3>
            <p className="mt-1 text-sm leading-relaxed">{offer.details}</p>
            <div className="mt-6 flex justify-end">
              <Dialog.Close className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
                {t("close")}
              </Dialog.Close>
            </div>
          </div>
        </>
      ) : null}
    </ModalDialog>
  );
}
