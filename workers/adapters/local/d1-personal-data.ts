/** What the site keeps about a person, read from D1 for their copy of it (decision 058). */
import type { CustomerBookingRecord } from "../../../graphql/modules/bookings/repository";
import type { PersonalAccountRecord, PersonalDataRepository } from "../../../graphql/modules/accounts/personal-data";
import { d1Rows } from "./d1-sql";
import { toBooking, type BookingRow } from "./d1-booking-repository";

interface AccountRow {
  id: string;
  email: string;
  created_at: number;
  locale: "en" | "ar";
  email_confirmed_at: number | null;
}

export class D1PersonalData implements PersonalDataRepository {
  constructor(private readonly db: D1Database) {}

  async accountOf(accountId: string): Promise<PersonalAccountRecord | null> {
    const row = await this.db
      .prepare("SELECT id, email, created_at, locale, email_confirmed_at FROM accounts WHERE id = ?")
      .bind(accountId)
      .first<AccountRow>();
    if (!row) return null;
    return {
      id: row.id,
      email: row.email,
      createdAt: new Date(row.created_at * 1000).toISOString(),
      locale: row.locale,
      emailConfirmed: row.email_confirmed_at !== null,
    };
  }

  async bookingsOf(customerId: string): Promise<CustomerBookingRecord[]> {
    const mine = this.db.prepare("SELECT * FROM bookings WHERE customer_id = ? ORDER BY starts_at, id").bind(customerId);
    return d1Rows(mine, (row: BookingRow) => ({ ...toBooking(row), customerId: row.customer_id ?? null }));
  }
}
