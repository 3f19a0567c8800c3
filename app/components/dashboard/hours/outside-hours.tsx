/**
 * After a save that leaves bookings outside the new hours: those bookings (kept; nothing is cancelled),
 * with the way to handle them in the dashboard's bookings.
 */
import { Link } from "@remix-run/react";
import { dashboardTabPath } from "~/lib/dashboard/dashboard";
import { SECTION, type OutsideBooking, type T } from "./shared";

export function OutsideHours({ bookings, t }: { bookings: readonly OutsideBooking[]; t: T }) {
  if (bookings.length === 0) return null;
  return (
    <section className={`${SECTION} border-amber-600`} aria-labelledby="outside-heading" role="status">
      <h2 id="outside-heading" className="text-xl font-semibold">
        {t("outsideTitle")}
      </h2>
      <p className="mt-1 text-sm">{t("outsideLead")}</p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-start text-sm">
          <thead>
            <tr className="text-[var(--muted-foreground)]">
              <th scope="col" className="py-2 pe-4 text-start font-medium">
                {t("reference")}
              </th>
              <th scope="col" className="py-2 pe-4 text-start font-medium">
                {t("when")}
              </th>
              <th scope="col" className="py-2 pe-4 text-start font-medium">
                {t("service")}
              </th>
              <th scope="col" className="py-2 text-start font-medium">
                {t("customer")}
              </th>
            </tr>
          </thead>
          <tbody>
            {bookings.map((booking) => (
              <tr key={booking.reference} className="border-t border-[var(--border)]">
                <td className="py-2 pe-4 font-mono" dir="ltr">
                  {booking.reference}
                </td>
                <td className="py-2 pe-4" dir="ltr">{`${booking.date} ${booking.time}`}</td>
                <td className="py-2 pe-4">{booking.service.name}</td>
                <td className="py-2">{booking.customerName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4">
        <Link to={dashboardTabPath("bookings")} className="text-brand-600 underline">
          {t("handleThem")}
        </Link>
      </p>
    </section>
  );
}
