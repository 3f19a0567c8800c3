/**
 * Owners' listing changes on D1 in workerd, where only the real database can show it: photos added
 * while the owner reorders or removes others (none lost, never more than 10), and a service that
 * another table's foreign key keeps, which is an error and not "has bookings".
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_PHOTOS } from "../../graphql/modules/listings/listing-schema";
import { arrangeListingPhotos, removeListingService } from "../../graphql/modules/listings/service";
import { englishOf } from "../../graphql/shared/messages";
import { createLocalBackend } from "../../workers/adapters/local";

const ORIGIN = "http://127.0.0.1:8787";
let serial = 0;

/** A listing of its own (straight into D1) with an owner and `photos` photos; its id, owner and helpers. */
async function listing(photos: number) {
  serial += 1;
  const id = `listing-edits-${Date.now()}-${serial}`;
  const ownerId = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare(`INSERT INTO accounts (id, email, password_hash, created_at) VALUES (?1, ?2, 'not-a-hash', unixepoch())`).bind(
      ownerId,
      `${id}@example.com`,
    ),
    env.DB.prepare(
      `INSERT INTO providers (id, owner_id, name, type, emirate, location, address, rating, about, opening_hours, latitude, longitude)
       VALUES (?1, ?2, 'Race Salon', 'Parlour', 'Dubai', 'Jumeirah', 'Villa 1', 0, 'About', 'Daily', 25.2, 55.27)`,
    ).bind(id, ownerId),
    ...Array.from({ length: photos }, (_, index) =>
      env.DB.prepare("INSERT INTO provider_images (provider_id, position, url, alt) VALUES (?1, ?2, ?3, ?4)").bind(
        id,
        index + 1,
        `https://example.com/${id}/${index + 1}.webp`,
        `Photo ${index + 1}`,
      ),
    ),
  ]);
  const backend = createLocalBackend(env, ORIGIN);
  const urls = async () => ((await backend.providers.imagesFor([id])).get(id) ?? []).map((photo) => photo.url);
  return { id, owner: { id: ownerId }, backend, urls };
}

/** Lets the other request run first, by a few turns of the event loop (0 to 3). */
const yieldTurns = async (turns: number) => {
  for (let turn = 0; turn < turns; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe("photos changed at the same moment (D1)", () => {
  it("a photo added while the owner reorders and removes is never lost, whichever lands first", async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 24; round += 1) {
      const { id, owner, backend, urls } = await listing(4);
      const shown = await urls();
      // The owner removes the first photo and reverses the rest; another tab adds a fifth.
      const wanted = shown.slice(1).reverse();
      const added = `https://example.com/${id}/added.webp`;
      const [arranged, add] = await Promise.all([
        (async () => {
          await yieldTurns(round % 4);
          return arrangeListingPhotos(backend, owner, id, wanted, shown);
        })(),
        (async () => {
          await yieldTurns((round >> 2) % 4);
          return backend.listings.addPhoto(id, { url: added, alt: "Added" }, MAX_PHOTOS);
        })(),
      ]);
      expect(add).toBe("changed");
      const after = await urls();
      expect(after).toContain(added);
      if (arranged.kind === "ListingUpdated") {
        expect(after).toEqual([...wanted, added]);
      } else {
        expect(arranged).toEqual({ kind: "ListingChangeRefused", message: { code: "LISTING_PHOTOS_CHANGED", params: {} } });
        expect(englishOf(arranged.message)).toBe("The photos changed meanwhile: please reload the page and try again.");
        expect(after).toEqual([...shown, added]);
      }
      outcomes.add(arranged.kind);
    }
    // Both orders happened: the test saw the race it is about.
    expect([...outcomes].sort()).toEqual(["ListingChangeRefused", "ListingUpdated"]);
  });

  it("never holds more than 10, with adds and a reorder racing at 9", async () => {
    for (let round = 0; round < 8; round += 1) {
      const { id, owner, backend, urls } = await listing(MAX_PHOTOS - 1);
      const shown = await urls();
      const results = await Promise.all([
        ...[1, 2, 3].map(async (n) => {
          await yieldTurns((round + n) % 3);
          return backend.listings.addPhoto(id, { url: `https://example.com/${id}/new-${n}.webp`, alt: `New ${n}` }, MAX_PHOTOS);
        }),
        arrangeListingPhotos(backend, owner, id, [...shown].reverse(), shown),
      ]);
      expect(results.slice(0, 3).filter((outcome) => outcome === "changed")).toHaveLength(1);
      const after = await urls();
      expect(after).toHaveLength(MAX_PHOTOS);
      expect(new Set(after).size).toBe(MAX_PHOTOS);
      for (const url of shown) expect(after).toContain(url);
    }
  });
});

describe("removing a service (D1)", () => {
  it("answers 'has bookings' only for bookings; another table's foreign key is an error, and nothing is removed", async () => {
    const { id, owner, backend } = await listing(0);
    const serviceId = `${id}-facial`;
    await env.DB.prepare(
      "INSERT INTO services (id, provider_id, position, name, price_aed, duration_minutes) VALUES (?1, ?2, 1, 'Facial', 200, 60)",
    )
      .bind(serviceId, id)
      .run();
    // A table the listing code knows nothing about keeps the service (as a future one might).
    await env.DB.prepare("CREATE TABLE IF NOT EXISTS service_notes_test (service_id TEXT NOT NULL REFERENCES services (id))").run();
    await env.DB.prepare("INSERT INTO service_notes_test (service_id) VALUES (?1)").bind(serviceId).run();

    await expect(backend.listings.removeService(id, serviceId)).rejects.toThrow(/FOREIGN KEY constraint failed/);
    await expect(removeListingService(backend, owner, id, serviceId)).rejects.toThrow(/FOREIGN KEY constraint failed/);
    const kept = await env.DB.prepare("SELECT count(*) AS n FROM services WHERE id = ?1").bind(serviceId).first<{ n: number }>();
    expect(kept?.n).toBe(1);

    await env.DB.prepare("DELETE FROM service_notes_test WHERE service_id = ?1").bind(serviceId).run();
    expect(await removeListingService(backend, owner, id, serviceId)).toMatchObject({ kind: "ListingUpdated" });
    expect(await backend.listings.removeService(id, serviceId)).toBe("missing");
  });
});
