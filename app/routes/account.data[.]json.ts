/**
 * /account/data.json: the signed-in person's copy of their data, as a file to save (UAE PDPL, decision 058).
 * The API decides whose: `myPersonalData` answers only the caller's own.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { graphql } from "gql.tada";
import { runQuery } from "~/lib/api/graphql.server";
import { requireViewer } from "~/lib/auth/viewer.server";
import { CACHE } from "~/lib/http/cache";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  const { myPersonalData } = await runQuery(context, request, MY_PERSONAL_DATA_QUERY, {});
  if (!myPersonalData) throw new Response("Not found", { status: 404 });
  const day = myPersonalData.exportedAt.slice(0, 10);
  return new Response(`${JSON.stringify(myPersonalData, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="glowuae-my-data-${day}.json"`,
      "Cache-Control": CACHE.none,
    },
  });
}

const MY_PERSONAL_DATA_QUERY = graphql(`
  query MyPersonalData {
    myPersonalData {
      exportedAt
      account {
        email
        createdAt
        locale
        emailConfirmed
      }
      bookings {
        reference
        providerId
        serviceId
        startsAt
        endsAt
        status
        customerName
        customerPhone
        customerEmail
        createdAt
      }
      listings {
        id
        name
      }
    }
  }
`);
