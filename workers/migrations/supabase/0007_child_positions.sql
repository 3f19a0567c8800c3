-- A provider's services, staff and reviews are shown in `position` order: make it a real order
-- (provider_images already has its (provider_id, position) key).
alter table public.services add constraint services_provider_position_key unique (provider_id, position);
alter table public.staff add constraint staff_provider_position_key unique (provider_id, position);
alter table public.reviews add constraint reviews_provider_position_key unique (provider_id, position);
