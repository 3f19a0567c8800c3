-- Nothing for D1: its reminder sweep is a statement in workers/outbox/d1-outbox-store.ts (status = 'Confirmed').
SELECT 1;
