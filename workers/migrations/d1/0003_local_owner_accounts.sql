-- LOCAL DEVELOPMENT ONLY (never in the Supabase migrations): an owner account for each sample
-- provider, so that a developer can sign in as, say, the owner of Glamour Spot and see the bookings
-- made on its page. Every one has the password 'glowuae-owner-2026' (listed in the README).
INSERT INTO accounts (id, email, password_hash, email_confirmed_at, created_at) VALUES
('00000000-0000-4000-8000-000000000001', 'owner.glamour-spot@example.com', 'pbkdf2_sha256$100000$j1Y-FVTDjEqvt6CYH2gIuA$IWIyhPmTq3W_HUid0rVcmOytr7V9SIv9M_m_L2gmszY', 1764000000, 1764000000),
('00000000-0000-4000-8000-000000000002', 'owner.aura-aesthetic@example.com', 'pbkdf2_sha256$100000$j1Y-FVTDjEqvt6CYH2gIuA$IWIyhPmTq3W_HUid0rVcmOytr7V9SIv9M_m_L2gmszY', 1764000000, 1764000000),
('00000000-0000-4000-8000-000000000003', 'owner.barbers-hub@example.com', 'pbkdf2_sha256$100000$j1Y-FVTDjEqvt6CYH2gIuA$IWIyhPmTq3W_HUid0rVcmOytr7V9SIv9M_m_L2gmszY', 1764000000, 1764000000),
('00000000-0000-4000-8000-000000000004', 'owner.skin-revive-clinic@example.com', 'pbkdf2_sha256$100000$j1Y-FVTDjEqvt6CYH2gIuA$IWIyhPmTq3W_HUid0rVcmOytr7V9SIv9M_m_L2gmszY', 1764000000, 1764000000),
('00000000-0000-4000-8000-000000000005', 'owner.nails-n-more@example.com', 'pbkdf2_sha256$100000$j1Y-FVTDjEqvt6CYH2gIuA$IWIyhPmTq3W_HUid0rVcmOytr7V9SIv9M_m_L2gmszY', 1764000000, 1764000000),
('00000000-0000-4000-8000-000000000006', 'owner.elite-gents-salon@example.com', 'pbkdf2_sha256$100000$j1Y-FVTDjEqvt6CYH2gIuA$IWIyhPmTq3W_HUid0rVcmOytr7V9SIv9M_m_L2gmszY', 1764000000, 1764000000);

UPDATE providers SET owner_id = '00000000-0000-4000-8000-000000000001' WHERE id = 'glamour-spot';
UPDATE providers SET owner_id = '00000000-0000-4000-8000-000000000002' WHERE id = 'aura-aesthetic';
UPDATE providers SET owner_id = '00000000-0000-4000-8000-000000000003' WHERE id = 'barbers-hub';
UPDATE providers SET owner_id = '00000000-0000-4000-8000-000000000004' WHERE id = 'skin-revive-clinic';
UPDATE providers SET owner_id = '00000000-0000-4000-8000-000000000005' WHERE id = 'nails-n-more';
UPDATE providers SET owner_id = '00000000-0000-4000-8000-000000000006' WHERE id = 'elite-gents-salon';
