/**
 * The storage buckets and their policies on storage.objects (a stand-in of Supabase's storage
 * schema): who may upload where under which names, and who may read what back through the API.
 * Size and type limits are enforced by the Storage server from the bucket rows; here we check
 * that the rows carry them.
 */
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { connect } from "./database";
import { ANON, createUser, INSUFFICIENT_PRIVILEGE, run, user } from "./roles";

const UPLOAD = "insert into storage.objects (bucket_id, name, owner_id) values ($1, $2, auth.uid()::text)";

describe.each(inject("postgresDatabases"))("storage, $grants default grants", (database) => {
  let admin: pg.Client;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    admin = connect(database);
    await admin.connect();
    alice = await createUser(admin);
    bob = await createUser(admin);
  });
  afterAll(async () => {
    await admin.end();
  });

  it("has the three buckets with size and type limits; trade licences are private", async () => {
    const { rows } = await admin.query(
      "select id, public, file_size_limit::int as max, allowed_mime_types as types from storage.buckets order by id",
    );
    expect(rows).toEqual([
      {
        id: "job_postings_assets",
        public: true,
        max: 2 * 1024 * 1024,
        types: ["image/jpeg", "image/png", "image/webp", "image/gif"],
      },
      { id: "product_images", public: true, max: 5 * 1024 * 1024, types: ["image/jpeg", "image/png", "image/webp", "image/gif"] },
      {
        id: "provider_documents",
        public: false,
        max: 5 * 1024 * 1024,
        types: ["application/pdf", "image/jpeg", "image/png", "image/webp", "image/gif"],
      },
    ]);
  });

  it("lets visitors upload under the spec's folder/timestamp_name pattern only", async () => {
    const allowed: Array<[string, string]> = [
      ["provider_documents", "trade_licenses/1732186800000_trade-licence.pdf"],
      ["provider_documents", "trade_licenses/1732186800000_scan.JPG"],
      ["provider_documents", "logos/1732186800000_logo.png"],
      ["job_postings_assets", "logos/1732186800000_company_logo.webp"],
      ["product_images", "products/1732186800000_serum.jpeg"],
    ];
    for (const [bucket, name] of allowed) {
      expect((await run(admin, ANON, UPLOAD, [bucket, name])).error, `${bucket}/${name}`).toBeNull();
    }
    const refused: Array<[string, string]> = [
      ["provider_documents", "trade_licenses/licence.pdf"], // no timestamp
      ["provider_documents", "trade_licenses/1732186800000_licence.exe"], // not a document
      ["provider_documents", "logos/1732186800000_logo.pdf"], // a logo is an image
      ["provider_documents", "logos/1732186800000_logo.svg"], // SVG can carry scripts
      ["provider_documents", "other/1732186800000_x.png"], // unknown folder
      ["provider_documents", "trade_licenses/nested/1732186800000_x.pdf"],
      ["provider_documents", "trade_licenses/1732186800000_../../x.pdf"],
      ["provider_documents", "trade_licenses/1732186800000_my licence.pdf"], // unsafe characters
      ["job_postings_assets", "products/1732186800000_x.png"], // wrong folder for the bucket
      ["product_images", "logos/1732186800000_x.png"],
      ["avatars", "1732186800000_x.png"], // no such bucket policy
    ];
    for (const [bucket, name] of refused) {
      const result = await run(admin, ANON, UPLOAD, [bucket, name]);
      expect(result.error, `${bucket}/${name}`).not.toBeNull();
    }
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
      (await run<{ name: string }>(admin, caller, "select bucket_id || '/' || name as name from storage.objects order by 1", [], { setup })).rows.map(
        (row) => row.name,
      );
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
