/**
 * The storage buckets and their policies on storage.objects (a stand-in of Supabase's storage
 * schema): who may upload where under which names, and who may read what back through the API.
 * Size and type limits are enforced by the Storage server from the bucket rows; here we check
 * that the rows carry them.
 */
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";

import { ANON, INSUFFICIENT_PRIVILEGE, run, user, asTableOwnerWithAliceAndBob } from "./roles";

const UPLOAD = "insert into storage.objects (bucket_id, name, owner_id) values ($1, $2, auth.uid()::text)";

describe.each(inject("postgresDatabases"))("storage, $grants default grants", (database) => {
  let admin: pg.Client;
  let alice: string;
  let bob: string;

  asTableOwnerWithAliceAndBob(database, (...people) => {
    [admin, alice, bob] = people;
  });

  it("has the three buckets with size and type limits; trade licences are private", async () => {
    const { rows } = await admin.query(
      "select id, public, file_size_limit::int as max, allowed_mime_types as types from storage.buckets order by id",
    );
    expect(rows).toEqual([
      { id: "job_postings_assets", public: true, max: 2 * 1024 * 1024, types: ["image/jpeg", "image/png", "image/webp"] },
      { id: "product_images", public: true, max: 5 * 1024 * 1024, types: ["image/jpeg", "image/png", "image/webp"] },
      {
        id: "provider_documents",
        public: false,
        max: 10 * 1024 * 1024,
        types: ["application/pdf", "image/jpeg", "image/png", "image/webp"],
      },
    ]);
  });

  it("lets visitors upload product images, and only signed-in accounts business documents and company logos, under the spec's pattern", async () => {
    const allowed: Array<[Parameters<typeof run>[1], string, string]> = [
      [user(alice), "provider_documents", "trade_licenses/1732186800000_trade-licence.pdf"],
      [user(alice), "provider_documents", "trade_licenses/1732186800000123_scan.JPG"],
      [user(alice), "provider_documents", "logos/1732186800000_logo.webp"],
      [user(alice), "job_postings_assets", "logos/1732186800000_company_logo.webp"],
      [ANON, "product_images", "products/1732186800000_serum.jpeg"],
    ];
    for (const [caller, bucket, name] of allowed) {
      expect((await run(admin, caller, UPLOAD, [bucket, name])).error, `${bucket}/${name}`).toBeNull();
    }
    const refused: Array<[Parameters<typeof run>[1], string, string]> = [
      [ANON, "provider_documents", "trade_licenses/1732186800000_trade-licence.pdf"], // needs an account
      [ANON, "provider_documents", "logos/1732186800000_logo.webp"],
      [ANON, "job_postings_assets", "logos/1732186800000_company_logo.webp"], // posting a job needs an account
      [user(alice), "provider_documents", "logos/1732186800000_logo.png"], // logos are stored re-encoded as WebP
      [user(alice), "provider_documents", "trade_licenses/licence.pdf"], // no timestamp
      [user(alice), "provider_documents", "trade_licenses/1732186800000_licence.exe"], // not a document
      [user(alice), "provider_documents", "logos/1732186800000_logo.pdf"], // a logo is an image
      [user(alice), "provider_documents", "logos/1732186800000_logo.svg"], // SVG can carry scripts
      [user(alice), "provider_documents", "other/1732186800000_x.png"], // unknown folder
      [user(alice), "provider_documents", "trade_licenses/nested/1732186800000_x.pdf"],
      [user(alice), "provider_documents", "trade_licenses/1732186800000_../../x.pdf"],
      [user(alice), "provider_documents", "trade_licenses/1732186800000_my licence.pdf"], // unsafe characters
      [ANON, "job_postings_assets", "products/1732186800000_x.png"], // wrong folder for the bucket
      [ANON, "product_images", "logos/1732186800000_x.png"],
      [ANON, "product_images", "products/1732186800000_x.gif"], // GIF is not taken any more
      [ANON, "avatars", "1732186800000_x.png"], // no such bucket policy
    ];
    for (const [caller, bucket, name] of refused) {
      const result = await run(admin, caller, UPLOAD, [bucket, name]);
      expect(result.error, `${caller.role} ${bucket}/${name}`).not.toBeNull();
    }
  });

  it("makes a business document its uploader's: nobody uploads one as someone else", async () => {
    const asBob = "insert into storage.objects (bucket_id, name, owner_id) values ($1, $2, $3)";
    const result = await run(admin, user(alice), asBob, ["provider_documents", "trade_licenses/1732186800000_bob.pdf", bob]);
    expect(result.error).not.toBeNull();
  });

  it("never lets an upload be overwritten or deleted through the API", async () => {
    const setup = `insert into storage.objects (bucket_id, name) values ('product_images', 'products/1732186800000_kept.png')`;
    for (const caller of [ANON, user(alice)]) {
      expect(await run(admin, caller, "update storage.objects set name = 'products/1732186800001_x.png'", [], { setup })).toMatchObject({
        rowCount: 0,
      });
      expect(await run(admin, caller, "delete from storage.objects", [], { setup })).toMatchObject({ rowCount: 0 });
    }
  });

  it("serves logos and public images to anyone, trade licences only to their uploader", async () => {
    const setup = `
      insert into storage.objects (bucket_id, name, owner_id) values
        ('provider_documents', 'trade_licenses/1732186800000_alice.pdf', '${alice}'),
        ('provider_documents', 'logos/1732186800000_alice.png', '${alice}'),
        ('job_postings_assets', 'logos/1732186800000_company.png', null),
        ('product_images', 'products/1732186800000_serum.png', null)`;
    const visible = async (caller: Parameters<typeof run>[1]) =>
      (
        await run<{ name: string }>(admin, caller, "select bucket_id || '/' || name as name from storage.objects order by 1", [], { setup })
      ).rows.map((row) => row.name);
    const publicObjects = [
      "job_postings_assets/logos/1732186800000_company.png",
      "product_images/products/1732186800000_serum.png",
      "provider_documents/logos/1732186800000_alice.png",
    ];
    expect(await visible(ANON)).toEqual(publicObjects);
    expect(await visible(user(bob))).toEqual(publicObjects);
    expect(await visible(user(alice))).toEqual([...publicObjects, "provider_documents/trade_licenses/1732186800000_alice.pdf"].sort());
    // The API roles cannot change buckets (size and type limits included).
    const loosen = await run(admin, ANON, "update storage.buckets set public = true where id = 'provider_documents'");
    expect(loosen.rowCount).toBe(0);
    expect([null, INSUFFICIENT_PRIVILEGE]).toContain(loosen.error);
  });
});
