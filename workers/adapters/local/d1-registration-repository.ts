/** The business registrations port on D1. Ownership is checked by the API (service.ts). */
import type { NewRegistration, RegistrationRecord, RegistrationRepository } from "../../../graphql/modules/businesses/repository";
import { REGISTRATION_COLUMNS, registrationRow, toRegistration, type RegistrationRow } from "../registration-rows";

export class D1RegistrationRepository implements RegistrationRepository {
  constructor(
    private readonly db: D1Database,
    private readonly now: () => Date,
  ) {}

  async submit(registration: NewRegistration): Promise<RegistrationRecord> {
    const row = {
      id: crypto.randomUUID(),
      owner_id: registration.accountId,
      ...registrationRow(registration),
      agreed_to_terms: 1,
      created_at: this.now().toISOString(),
      locale: registration.locale ?? "en",
    };
    const columns = Object.keys(row);
    const stored = await this.db
      .prepare(
        `INSERT INTO provider_registrations (${columns.join(", ")}) VALUES (${columns.map((_, index) => `?${index + 1}`).join(", ")})
         RETURNING ${REGISTRATION_COLUMNS}`,
      )
      .bind(...Object.values(row))
      .first<RegistrationRow>();
    return toRegistration(stored!);
  }

  async byId(id: string): Promise<RegistrationRecord | null> {
    const row = await this.db
      .prepare(`SELECT ${REGISTRATION_COLUMNS} FROM provider_registrations WHERE id = ?1`)
      .bind(id)
      .first<RegistrationRow>();
    return row ? toRegistration(row) : null;
  }
}
