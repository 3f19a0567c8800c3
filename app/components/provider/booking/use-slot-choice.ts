import { useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { chosenPerformer, DATE_SETTLE_MS, performersOf } from "~/lib/booking/booking";
import { SLOTS_FORM_ID, type BookingService, type BookingStaffMember } from "./types";

/** What the times on screen were computed for (the loader's answer to the GET form). */
export interface LoadedChoice {
  providerId: string;
  serviceId: string | null;
  staffId: string | null;
  date: string | null;
}

/**
 * The service, professional, date and time the form shows, and the loading of their times. What the
 * form shows runs ahead of what the times were loaded for while they load (or a typed date settles);
 * the times can be chosen only when the two agree (`timesAreCurrent`).
 */
export function useSlotChoice({
  loaded,
  services,
  staff,
  loadFailed,
  initialTime,
  onChoose,
}: {
  loaded: LoadedChoice;
  services: BookingService[];
  staff: BookingStaffMember[];
  loadFailed: boolean;
  /** After a refused plain form post, the server renders the time that was chosen. */
  initialTime: string | null;
  /** A new choice was made (an earlier refusal no longer applies). */
  onChoose: () => void;
}) {
  const { providerId, serviceId, staffId, date } = loaded;
  const submit = useSubmit();
  const navigation = useNavigation();
  const location = useLocation();
  const [time, setTime] = useState<string | null>(initialTime);
  const [shownService, setShownService] = useState(serviceId);
  const [shownStaff, setShownStaff] = useState(staffId);
  const [shownDate, setShownDate] = useState(date ?? "");
  const dateTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(dateTimer.current), []);
  // New times arrived (or Back/Forward moved): the form follows, unless a typed date is still settling.
  useEffect(() => {
    if (dateTimer.current !== undefined) return;
    setShownService(serviceId);
    setShownStaff(staffId);
    setShownDate(date ?? "");
  }, [serviceId, staffId, date]);

  // A new service, professional, date or provider makes the chosen time meaningless.
  const choice = useRef({ serviceId, staffId, date, providerId });
  useEffect(() => {
    const previous = choice.current;
    choice.current = { serviceId, staffId, date, providerId };
    if (previous.serviceId !== serviceId || previous.staffId !== staffId || previous.date !== date || previous.providerId !== providerId) {
      setTime(null);
    }
  }, [serviceId, staffId, date, providerId]);

  const loading = navigation.state !== "idle" && navigation.location?.pathname === location.pathname && navigation.formMethod !== "POST";
  const timesAreCurrent = !loading && !loadFailed && shownService === serviceId && shownStaff === staffId && (shownDate || null) === date;

  function loadTimes(nextService: string | null, nextStaff: string | null, nextDate: string) {
    const params = new URLSearchParams();
    if (nextService) params.set("service", nextService);
    if (nextStaff) params.set("staff", nextStaff);
    if (nextDate) params.set("date", nextDate);
    submit(params, { method: "get", replace: true, preventScrollReset: true });
  }

  function settle() {
    clearTimeout(dateTimer.current);
    dateTimer.current = undefined;
  }

  function chooseService(id: string) {
    settle();
    // The professional stays chosen only if they perform the new service too.
    const nextStaff = chosenPerformer(staff, id, shownStaff)?.id ?? null;
    setShownService(id);
    setShownStaff(nextStaff);
    setTime(null);
    onChoose();
    loadTimes(id, nextStaff, shownDate);
  }

  function chooseStaff(id: string | null) {
    settle();
    setShownStaff(id);
    setTime(null);
    onChoose();
    loadTimes(shownService, id, shownDate);
  }

  // A typed date changes with every digit (0002, 0020, 0202, 2026…): load once it settles.
  function chooseDate(value: string) {
    setShownDate(value);
    setTime(null);
    onChoose();
    clearTimeout(dateTimer.current);
    dateTimer.current = setTimeout(() => {
      dateTimer.current = undefined;
      loadTimes(shownService, shownStaff, value);
    }, DATE_SETTLE_MS);
  }

  // What a visitor did before the scripts ran (on a slow phone: a date picked, another service or professional
  // chosen) is still in the form when they start, though React's state does not know it: take it up once and
  // load its times, as the change itself would have.
  const dateInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const form = document.getElementById(SLOTS_FORM_ID);
    const picked = (name: string) => form?.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value;
    const nextService = picked("service") ?? shownService;
    const pickedStaff = picked("staff");
    const nextStaff = pickedStaff === undefined ? shownStaff : pickedStaff || null;
    const nextDate = dateInput.current?.value ?? shownDate;
    if (nextService === shownService && nextStaff === shownStaff && nextDate === shownDate) return;
    setShownService(nextService);
    setShownStaff(nextStaff);
    setShownDate(nextDate);
    loadTimes(nextService, nextStaff, nextDate);
    // Once, when the scripts start: later changes arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    shownService,
    shownStaff,
    shownDate,
    time,
    setTime,
    loading,
    timesAreCurrent,
    service: services.find((s) => s.id === shownService) ?? null,
    performers: performersOf(staff, shownService),
    professional: chosenPerformer(staff, shownService, shownStaff),
    /** Loads the times for what the form shows now (the GET form's submit, Retry). */
    reload: () => loadTimes(shownService, shownStaff, shownDate),
    chooseService,
    chooseStaff,
    chooseDate,
    dateInput,
  };
}

export type SlotChoice = ReturnType<typeof useSlotChoice>;
