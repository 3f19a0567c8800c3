/**
 * This week's hours on the provider page (issue #30): rows the loader wrote in the page's language
 * (today's day name carries its "Today" label), today in bold and aria-current="date" for screen readers.
 * Kept this small on purpose: the page's JavaScript budget (decision 051).
 */
interface Props {
  rows: readonly { date: string; day: string; hours: string; today: boolean }[];
  nextClosure: string | null;
}

export function OpeningHours({ rows, nextClosure }: Props) {
  return (
    <>
      <table className="text-sm" data-testid="opening-hours">
        <tbody>
          {rows.map((row) => (
            <tr key={row.date} aria-current={row.today && "date"} className={row.today ? "font-semibold" : "[&>th]:font-normal"}>
              <th scope="row" className="pe-3 text-start">
                {row.day}
              </th>
              <td dir="auto">{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {nextClosure && <p className="mt-1 text-sm font-medium">{nextClosure}</p>}
    </>
  );
}
