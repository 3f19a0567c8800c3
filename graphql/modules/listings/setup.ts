/**
 * A new listing's guided setup (issue #33; docs/decisions/075-guided-setup.md), as pure rules: which steps
 * are done from the listing's facts, the progress, and whether the listing is ready for search and
 * booking. The dashboard's checklist and the booking refusal both ask these; the search's SQL (0048) keeps
 * the same readiness rule (a service, and the area chosen).
 */

/** The steps, in the checklist's order. */
export const SETUP_STEPS = ["services", "staff", "hours", "photos", "area", "mapPoint"] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** What a listing's setup is decided from (each read from the listing as it is now). */
export interface ListingFacts {
  services: readonly { id: string; priceAed: number; durationMinutes: number }[];
  /** Who performs which service. */
  qualifications: readonly { staffId: string; serviceId: string }[];
  /** The weekly hours, one list of intervals per weekday (the seed's default counts as set). */
  weeklyHours: readonly (readonly unknown[])[];
  photoCount: number;
  /** False only for a listing approved since 0048 whose owner has not chosen the area yet. */
  areaChosen: boolean;
  /** False only for a listing approved since 0048 whose owner has not placed it on the map yet. */
  mapPlaced: boolean;
}

export interface SetupState {
  steps: { step: SetupStep; done: boolean }[];
  /** Steps done, of `total`. */
  done: number;
  total: number;
  /** Every step done: the checklist is no longer shown. */
  complete: boolean;
  /** In search and bookable: at least one bookable service AND the area chosen (the rule). */
  ready: boolean;
}

/** A service a visitor can book: a price (0 allowed) and a duration. */
export function isBookableService(service: { priceAed: number; durationMinutes: number }): boolean {
  return (
    Number.isFinite(service.priceAed) && service.priceAed >= 0 && Number.isInteger(service.durationMinutes) && service.durationMinutes > 0
  );
}

export function setupState(facts: ListingFacts): SetupState {
  const bookable = facts.services.filter(isBookableService);
  const bookableIds = new Set(bookable.map((service) => service.id));
  const done: Record<SetupStep, boolean> = {
    services: bookable.length > 0,
    // Somebody performs a bookable service (the owner does every new service until they choose).
    staff: facts.qualifications.some((pair) => bookableIds.has(pair.serviceId)),
    hours: facts.weeklyHours.some((day) => day.length > 0),
    photos: facts.photoCount > 0,
    area: facts.areaChosen,
    mapPoint: facts.mapPlaced,
  };
  const steps = SETUP_STEPS.map((step) => ({ step, done: done[step] }));
  const count = steps.filter((step) => step.done).length;
  return {
    steps,
    done: count,
    total: steps.length,
    complete: count === steps.length,
    ready: done.services && done.area,
  };
}
