-- Storage buckets and their policies (SPEC §3 "Uploaded files"). Object names follow the spec's
-- pattern folder/timestamp_originalname, with the original name reduced to safe characters by the
-- server; the policies refuse any other shape, so a visitor calling the Storage API directly cannot
-- pick a path either.
--
-- provider_documents  private  trade_licenses/ (PDF or image; reviewers read them through short-lived
--                              signed URLs made with the service role) and logos/ (images, public read)
-- job_postings_assets public   logos/
-- product_images      public   products/
--
-- Sizes and types are enforced by Supabase Storage itself from the bucket row (file_size_limit,
-- allowed_mime_types); the policies add the per-folder file extensions. Uploads never overwrite
-- (no UPDATE or DELETE policy): each upload gets a fresh timestamped name.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('provider_documents', 'provider_documents', false, 5 * 1024 * 1024,
   array['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('job_postings_assets', 'job_postings_assets', true, 2 * 1024 * 1024,
   array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('product_images', 'product_images', true, 5 * 1024 * 1024,
   array['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- 'folder/1732186800000_name.ext': one folder, a millisecond timestamp, safe characters only.
create function public.is_upload_name(p_name text, p_folder text, p_extensions text[]) returns boolean
language sql immutable set search_path = ''
as $$
  select p_name ~ ('^' || p_folder || '/[0-9]{10,16}_[A-Za-z0-9][A-Za-z0-9._-]{0,150}$')
     and lower(substring(p_name from '\.([A-Za-z0-9]+)$')) = any (p_extensions)
$$;
grant execute on function public.is_upload_name(text, text, text[]) to anon, authenticated, service_role;

create policy "visitors upload trade licences" on storage.objects for insert to anon, authenticated
  with check (
    bucket_id = 'provider_documents'
    and public.is_upload_name(name, 'trade_licenses', array['pdf', 'jpg', 'jpeg', 'png'])
  );
create policy "visitors upload business logos" on storage.objects for insert to anon, authenticated
  with check (
    bucket_id = 'provider_documents'
    and public.is_upload_name(name, 'logos', array['jpg', 'jpeg', 'png', 'webp', 'gif'])
  );
create policy "visitors upload company logos" on storage.objects for insert to anon, authenticated
  with check (
    bucket_id = 'job_postings_assets'
    and public.is_upload_name(name, 'logos', array['jpg', 'jpeg', 'png', 'webp', 'gif'])
  );
create policy "visitors upload product images" on storage.objects for insert to anon, authenticated
  with check (
    bucket_id = 'product_images'
    and public.is_upload_name(name, 'products', array['jpg', 'jpeg', 'png', 'webp', 'gif'])
  );

-- Reading through the API (the Worker serves /uploads/… this way): everything in the public buckets
-- and the logos in provider_documents. Trade licences: nobody but the service role, and the
-- signed-in uploader of that very file.
create policy "public uploads are readable" on storage.objects for select to anon, authenticated
  using (
    bucket_id in ('job_postings_assets', 'product_images')
    or (bucket_id = 'provider_documents' and (storage.foldername(name))[1] = 'logos')
  );
create policy "uploaders read their trade licences" on storage.objects for select to authenticated
  using (
    bucket_id = 'provider_documents'
    and (storage.foldername(name))[1] = 'trade_licenses'
    and owner_id = (select auth.uid())::text
  );
