-- Online bookings that wait for the salon (issue 32, decision 063). On D1 the rule is in the statement itself:
-- the visitor's one conditional INSERT (workers/adapters/local/d1-booking-repository.ts, insertIfFree) reads
-- provider_booking_rules.confirm_each_booking and writes 'Pending' instead of 'Confirmed'; the cron's sweep
-- declines unanswered requests with one UPDATE (workers/outbox/d1-outbox-store.ts). Nothing to change in the
-- schema; this file keeps both dialects numbered alike (PostgreSQL's 0039 adds the insert's trigger).
SELECT 1;
