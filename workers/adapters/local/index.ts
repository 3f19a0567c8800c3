/** The embedded local backend: D1 tables, R2 objects, the system clock. */
import type { Backend } from "../../../graphql/shared/ports";
import { D1BookingRepository } from "./d1-booking-repository";
import { D1ProviderRepository } from "./d1-provider-repository";
import { R2Storage } from "./r2-storage";

export function createLocalBackend(bindings: { DB: D1Database; UPLOADS: R2Bucket }, origin: string): Backend {
  return {
    providers: new D1ProviderRepository(bindings.DB),
    bookings: new D1BookingRepository(bindings.DB),
    storage: new R2Storage(bindings.UPLOADS, origin),
    clock: { now: () => new Date() },
  };
}
