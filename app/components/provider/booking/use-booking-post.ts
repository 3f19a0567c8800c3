import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/use-t";
import { useViewer } from "~/lib/auth/viewer";
import { bookingPayload, LAST_BOOKING_KEY } from "~/lib/booking/booking";
import { showToast } from "~/lib/ui/toast";
import type { GuestDetails, GuestFieldErrors } from "../guest-details-dialog";
import { useConfirmedText } from "./use-confirmed-text";
import { GUEST_FIELDS, type BookingActionResult, type ConfirmedBooking } from "./types";
import type { RefusalNotice } from "./use-refusal-notice";

/**
 * The booking's POST with JavaScript: the guest-details dialog, the post through a fetcher, Retry after
 * a network failure (the same details keep the same idempotency key, so a resend never books twice),
 * and what each answer does to the page (the confirmation, a refusal, the fields to fix).
 */
export function useBookingPost({ notice, clearTime }: { notice: Pick<RefusalNotice, "refuse" | "clear">; clearTime: () => void }) {
  const t = useT("provider");
  const confirmedText = useConfirmedText();
  // The answer's effect reads these without re-running when they change (it shows toasts).
  const latest = useRef({ t, confirmedText, notice, clearTime });
  latest.current = { t, confirmedText, notice, clearTime };
  const fetcher = useFetcher<BookingActionResult>();
  const [dialogOpen, setDialogOpen] = useState(false);
  // A signed-in customer's account email is filled in (accounts hold no name or phone yet).
  const viewer = useViewer();
  const [guest, setGuest] = useState<GuestDetails>({
    customerName: "",
    customerPhone: "",
    customerEmail: viewer?.email ?? "",
  });
  const [guestErrors, setGuestErrors] = useState<GuestFieldErrors>({});
  const [networkProblem, setNetworkProblem] = useState(false);
  const [confirmation, setConfirmation] = useState<ConfirmedBooking | null>(null);
  const handled = useRef<BookingActionResult | undefined>(undefined);
  // The last post, resent as it was by Retry; its idempotency key stays with the same details.
  const lastPost = useRef<{ payload: string; key: string; form: FormData } | null>(null);

  useEffect(() => {
    const { t, confirmedText, notice, clearTime } = latest.current;
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle" || handled.current === result) return;
    handled.current = result;
    setNetworkProblem(result.status === "network_error");
    if (result.status === "network_error") return; // the dialog stays open, with Retry
    if (result.status === "confirmed") {
      const { booking } = result;
      lastPost.current = null;
      setDialogOpen(false);
      clearTime();
      setGuestErrors({});
      notice.clear();
      setConfirmation(result);
      try {
        localStorage.setItem(LAST_BOOKING_KEY, JSON.stringify(booking));
      } catch {
        // storage can be unavailable; the booking itself is stored on the server
      }
      showToast({
        title: result.pending ? t("bookingRequested") : t("bookingConfirmed"),
        description: confirmedText(booking, result.pending),
      });
    } else if (result.status === "slot_taken" || result.status === "refused") {
      setDialogOpen(false);
      if (result.status === "slot_taken") clearTime();
      notice.refuse(result.message);
      showToast({
        title: result.status === "slot_taken" ? t("timeTaken") : t("bookingNotPossible"),
        description: result.message,
        variant: "destructive",
      });
    } else {
      const errors: GuestFieldErrors = {};
      for (const field of GUEST_FIELDS) if (result.fieldErrors[field]) errors[field] = result.fieldErrors[field];
      setGuestErrors(errors);
      if (Object.keys(errors).length === 0) {
        setDialogOpen(false);
        notice.refuse(result.message);
        showToast({ title: t("bookingNotPossible"), description: result.message, variant: "destructive" });
      }
    }
  }, [fetcher.data, fetcher.state]);

  /** Opens the guest-details dialog once a service, date and current time are chosen; otherwise says what is missing. */
  function confirm(ready: boolean) {
    if (!ready) {
      showToast({ title: t("bookingIncomplete"), description: t("selectServiceDateTime"), variant: "destructive" });
      return;
    }
    setNetworkProblem(false);
    setDialogOpen(true);
  }

  /** Sends the booking; the same details keep the same idempotency key, so a resend never books twice. */
  function post(form: FormData) {
    const payload = bookingPayload(form);
    if (lastPost.current?.payload !== payload) lastPost.current = { payload, key: crypto.randomUUID(), form };
    form.set("idempotencyKey", lastPost.current.key);
    lastPost.current.form = form;
    setNetworkProblem(false);
    fetcher.submit(form, { method: "post" });
  }

  function retry() {
    if (lastPost.current) post(lastPost.current.form);
  }

  return {
    busy: fetcher.state !== "idle",
    /** The refusal's message while the dialog shows its field errors. */
    invalidMessage: fetcher.data?.status === "invalid" ? fetcher.data.message : null,
    dialogOpen,
    setDialogOpen,
    guest,
    setGuest,
    guestErrors,
    networkProblem,
    confirmation,
    confirm,
    post,
    retry,
  };
}
