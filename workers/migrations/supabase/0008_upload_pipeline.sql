-- The upload pipeline (graphql/modules/uploads) in the buckets and their policies:
--
-- * provider_documents takes trade licences of up to 10 MB (PDF, JPEG or PNG). GIF is gone from
--   every bucket: the pipeline accepts PDF, JPEG, PNG and WebP only.
-- * Business documents belong to an account: trade licences and business logos are uploaded only
--   by a signed-in user (registering a business needs an account), and become that user's objects.
-- * Logos and product images are re-encoded as WebP by the Worker before they are stored, so the
--   public folders of provider_documents take .webp only.
update storage.buckets set
  file_size_limit = 10 * 1024 * 1024,
  allowed_mime_types = array['application/pdf', 'image/jpeg', 'image/png', 'image/webp']
where id = 'provider_documents';
update storage.buckets set allowed_mime_types = array['image/jpeg', 'image/png', 'image/webp']
where id in ('job_postings_assets', 'product_images');

drop policy "visitors upload trade licences" on storage.objects;
drop policy "visitors upload business logos" on storage.objects;

create policy "accounts upload their trade licences" on storage.objects for insert to authenticated
  with check (
    bucket_id = 'provider_documents'
    and public.is_upload_name(name, 'trade_licenses', array['pdf', 'jpg', 'jpeg', 'png'])
    and owner_id = (select auth.uid())::text
  );
create policy "accounts upload their business logos" on storage.objects for insert to authenticated
  with check (
    bucket_id = 'provider_documents'
    and public.is_upload_name(name, 'logos', array['webp'])
    and owner_id = (select auth.uid())::text
  );

drop policy "visitors upload company logos" on storage.objects;
drop policy "visitors upload product images" on storage.objects;
create policy "visitors upload company logos" on storage.objects for insert to anon, authenticated
  with check (
    bucket_id = 'job_postings_assets'
    and public.is_upload_name(name, 'logos', array['jpg', 'jpeg', 'png', 'webp'])
  );
create policy "visitors upload product images" on storage.objects for insert to anon, authenticated
  with check (
    bucket_id = 'product_images'
    and public.is_upload_name(name, 'products', array['jpg', 'jpeg', 'png', 'webp'])
  );
