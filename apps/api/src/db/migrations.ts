/**
 * Versioned migrations, applied in order once each (schema_migrations records them). Never edit a
 * released one: add the next version. Dates of stays are ISO text (YYYY-MM-DD) so both drivers
 * return them unchanged and they compare as dates.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'catalogue',
    sql: `
      CREATE TABLE cities (id INT PRIMARY KEY, slug TEXT UNIQUE NOT NULL, name TEXT NOT NULL, state TEXT NOT NULL,
        lat DOUBLE PRECISION NOT NULL, lng DOUBLE PRECISION NOT NULL, is_popular BOOLEAN NOT NULL, position INT NOT NULL);
      CREATE TABLE localities (id INT PRIMARY KEY, city_id INT NOT NULL REFERENCES cities(id), slug TEXT NOT NULL, name TEXT NOT NULL,
        lat DOUBLE PRECISION NOT NULL, lng DOUBLE PRECISION NOT NULL, UNIQUE (city_id, slug));
      CREATE TABLE landmarks (id INT PRIMARY KEY, city_id INT NOT NULL REFERENCES cities(id), slug TEXT UNIQUE NOT NULL, name TEXT NOT NULL,
        lat DOUBLE PRECISION NOT NULL, lng DOUBLE PRECISION NOT NULL);
      CREATE TABLE amenities (id INT PRIMARY KEY, slug TEXT UNIQUE NOT NULL, name TEXT NOT NULL, category TEXT NOT NULL);
      CREATE TABLE hotels (id INT PRIMARY KEY, slug TEXT NOT NULL, name TEXT NOT NULL, city_id INT NOT NULL REFERENCES cities(id),
        locality_id INT NOT NULL REFERENCES localities(id), street TEXT NOT NULL, pincode TEXT NOT NULL,
        lat DOUBLE PRECISION NOT NULL, lng DOUBLE PRECISION NOT NULL, brand TEXT NOT NULL, property_type TEXT NOT NULL,
        rank INT NOT NULL, promoted BOOLEAN NOT NULL, steal_deal BOOLEAN NOT NULL, hygiene_shield BOOLEAN NOT NULL,
        rating DOUBLE PRECISION NOT NULL, rating_count INT NOT NULL, base_rate INT NOT NULL, amenity_ids INT[] NOT NULL,
        categories TEXT[] NOT NULL, collections TEXT[] NOT NULL, bed_types TEXT[] NOT NULL, image_count INT NOT NULL,
        summary TEXT NOT NULL, contact_number TEXT NOT NULL, is_active BOOLEAN NOT NULL);
      CREATE INDEX hotels_city ON hotels (city_id);
      CREATE TABLE room_types (hotel_id INT NOT NULL REFERENCES hotels(id), type TEXT NOT NULL, position INT NOT NULL,
        room_count INT NOT NULL, max_adults INT NOT NULL, max_children INT NOT NULL, rate_factor DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (hotel_id, type));
      CREATE TABLE inventory (hotel_id INT NOT NULL, room_type TEXT NOT NULL, date TEXT NOT NULL, booked INT NOT NULL DEFAULT 0,
        PRIMARY KEY (hotel_id, room_type, date));
      CREATE TABLE coupons (code TEXT PRIMARY KEY, description TEXT NOT NULL, percent INT NOT NULL, max_discount INT NOT NULL,
        min_amount INT NOT NULL, first_booking_only BOOLEAN NOT NULL, login_required BOOLEAN NOT NULL);
      CREATE TABLE reviews (id SERIAL PRIMARY KEY, hotel_id INT NOT NULL, user_name TEXT NOT NULL, user_id INT,
        rating DOUBLE PRECISION NOT NULL, title TEXT NOT NULL, text TEXT NOT NULL, source TEXT NOT NULL, created_at TIMESTAMPTZ NOT NULL DEFAULT now());
      CREATE INDEX reviews_hotel ON reviews (hotel_id, created_at DESC);
      CREATE TABLE questions (id SERIAL PRIMARY KEY, hotel_id INT, page TEXT, question TEXT NOT NULL, answers JSONB NOT NULL DEFAULT '[]',
        status TEXT NOT NULL DEFAULT 'published', created_at TIMESTAMPTZ NOT NULL DEFAULT now());
    `,
  },
  {
    version: 2,
    name: 'users-and-bookings',
    sql: `
      CREATE TABLE users (id SERIAL PRIMARY KEY, phone TEXT UNIQUE, email TEXT NOT NULL DEFAULT '', first_name TEXT NOT NULL DEFAULT '',
        last_name TEXT NOT NULL DEFAULT '', communication_type TEXT NOT NULL DEFAULT 'sms', whatsapp BOOLEAN NOT NULL DEFAULT false,
        password_hash TEXT, google_sub TEXT UNIQUE, phonepe_id TEXT UNIQUE, company_name TEXT NOT NULL DEFAULT '',
        company_address TEXT NOT NULL DEFAULT '', gstin TEXT NOT NULL DEFAULT '', loyalty_tier TEXT NOT NULL DEFAULT 'silver',
        created_at TIMESTAMPTZ NOT NULL DEFAULT now());
      CREATE TABLE sessions (token_hash TEXT PRIMARY KEY, user_id INT NOT NULL REFERENCES users(id), expires_at TIMESTAMPTZ NOT NULL);
      CREATE TABLE otps (phone TEXT PRIMARY KEY, code_hash TEXT NOT NULL, expires_at TIMESTAMPTZ NOT NULL, failed_attempts INT NOT NULL,
        resends INT NOT NULL, last_sent_at TIMESTAMPTZ NOT NULL, consumed BOOLEAN NOT NULL);
      CREATE TABLE otp_inbox (phone TEXT PRIMARY KEY, code TEXT NOT NULL, sent_at TIMESTAMPTZ NOT NULL);
      CREATE TABLE reset_codes (code_hash TEXT PRIMARY KEY, user_id INT NOT NULL REFERENCES users(id), expires_at TIMESTAMPTZ NOT NULL, used BOOLEAN NOT NULL DEFAULT false);
      CREATE TABLE carts (bid TEXT PRIMARY KEY, user_id INT, hotel_id INT NOT NULL, room_type TEXT NOT NULL, rate_plan TEXT NOT NULL,
        checkin TEXT NOT NULL, checkout TEXT NOT NULL, roomconfig TEXT NOT NULL, coupon_code TEXT, apply_wallet BOOLEAN NOT NULL DEFAULT false,
        channel TEXT NOT NULL DEFAULT 'msite', created_at TIMESTAMPTZ NOT NULL DEFAULT now());
      CREATE TABLE bookings (order_id TEXT PRIMARY KEY, user_id INT, bid TEXT NOT NULL, idempotency_key TEXT UNIQUE NOT NULL,
        hotel_id INT NOT NULL, room_type TEXT NOT NULL, rate_plan TEXT NOT NULL, checkin TEXT NOT NULL, checkout TEXT NOT NULL,
        roomconfig TEXT NOT NULL, status TEXT NOT NULL, payment_mode TEXT NOT NULL, price JSONB NOT NULL, coupon_code TEXT,
        paid_amount INT NOT NULL DEFAULT 0, guest JSONB NOT NULL, cancel_hash TEXT UNIQUE NOT NULL, checkin_hash TEXT UNIQUE NOT NULL,
        feedback_id TEXT UNIQUE NOT NULL, gateway_order_id TEXT UNIQUE, gateway_payment_id TEXT, channel TEXT NOT NULL,
        web_checkin JSONB, cancel_reason TEXT, cancelled_at TIMESTAMPTZ, created_at TIMESTAMPTZ NOT NULL DEFAULT now());
      CREATE INDEX bookings_user ON bookings (user_id, checkin);
      CREATE TABLE feedbacks (id TEXT PRIMARY KEY, order_id TEXT NOT NULL REFERENCES bookings(order_id), rating INT,
        review_text TEXT NOT NULL DEFAULT '', others TEXT[] NOT NULL DEFAULT '{}', submitted BOOLEAN NOT NULL DEFAULT false);
      CREATE TABLE wallet_txns (id SERIAL PRIMARY KEY, user_id INT NOT NULL REFERENCES users(id), type TEXT NOT NULL, amount INT NOT NULL,
        description TEXT NOT NULL, order_id TEXT, created_at TIMESTAMPTZ NOT NULL DEFAULT now(), expires_at TIMESTAMPTZ);
      CREATE INDEX wallet_user ON wallet_txns (user_id, created_at DESC);
      CREATE TABLE short_links (code TEXT PRIMARY KEY, link TEXT NOT NULL, social_title TEXT NOT NULL, image TEXT NOT NULL);
    `,
  },
  {
    version: 3,
    name: 'pending-hold-expiry',
    sql: `
      ALTER TABLE bookings ADD COLUMN hold_expires_at TIMESTAMPTZ;
      UPDATE bookings SET hold_expires_at = created_at + interval '15 minutes' WHERE status = 'PENDING_PAYMENT';
      CREATE INDEX bookings_pending_hold ON bookings (hold_expires_at) WHERE status = 'PENDING_PAYMENT';
    `,
  },
  {
    version: 4,
    name: 'reviews-of-stays-and-hotel-policies',
    // A review names the booking of the stay it is about, once per booking. A hotel's rating and
    // count are the aggregate of its reviews (kept so by every review insert); older databases get
    // theirs recomputed here. Policies are each hotel's own rows.
    sql: `
      ALTER TABLE reviews ADD COLUMN order_id TEXT;
      CREATE UNIQUE INDEX reviews_order ON reviews (order_id) WHERE order_id IS NOT NULL;
      CREATE INDEX bookings_user_hotel ON bookings (user_id, hotel_id);
      CREATE INDEX bookings_hotel_created ON bookings (hotel_id, created_at);
      CREATE TABLE hotel_policies (hotel_id INT NOT NULL REFERENCES hotels(id), policy_type TEXT NOT NULL, title TEXT NOT NULL,
        description TEXT NOT NULL, short_description TEXT NOT NULL, display_in_policy BOOLEAN NOT NULL,
        display_in_need_to_know BOOLEAN NOT NULL, position INT NOT NULL, PRIMARY KEY (hotel_id, policy_type));
      UPDATE hotels SET rating = a.rating, rating_count = a.n
        FROM (SELECT hotel_id, round(avg(rating)::numeric, 1)::float8 AS rating, count(*)::int AS n FROM reviews GROUP BY hotel_id) a
        WHERE a.hotel_id = hotels.id
    `,
  },
  {
    version: 5,
    name: 'one-booking-per-itinerary-tokens-and-payment-attempts',
    // An itinerary knows its booking (carts.order_id). Each booking has a capability token (the
    // confirmation link's `?t=`, base64url; the column default, 244 random bits of two v4 UUIDs, gives
    // older bookings and the demo seed one; new bookings get 256 bits from node:crypto), the method,
    // payment offer and its discount, and why its last payment failed. Every gateway order is a row of
    // payment_attempts (a booking's first payment, a retry, or its part-pay balance), so an old gateway
    // order id still finds its booking for a late callback; an Idempotency-Key of a retry lives there.
    sql: `
      ALTER TABLE carts ADD COLUMN order_id TEXT;
      ALTER TABLE bookings ADD COLUMN access_token TEXT NOT NULL DEFAULT rtrim(translate(encode(decode(
          replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=');
      ALTER TABLE bookings ADD COLUMN payment_method TEXT;
      ALTER TABLE bookings ADD COLUMN offer_id TEXT;
      ALTER TABLE bookings ADD COLUMN offer_discount INT NOT NULL DEFAULT 0;
      ALTER TABLE bookings ADD COLUMN failure_reason TEXT;
      ALTER TABLE bookings ADD COLUMN confirmed_at TIMESTAMPTZ;
      UPDATE bookings SET confirmed_at = created_at WHERE status = 'CONFIRMED';
      CREATE UNIQUE INDEX bookings_access_token ON bookings (access_token);
      CREATE INDEX bookings_bid ON bookings (bid);
      UPDATE carts c SET order_id = b.order_id
        FROM (SELECT DISTINCT ON (bid) bid, order_id FROM bookings WHERE status IN ('PENDING_PAYMENT', 'CONFIRMED')
              ORDER BY bid, created_at DESC) b
        WHERE b.bid = c.bid;
      CREATE TABLE payment_attempts (gateway_order_id TEXT PRIMARY KEY, order_id TEXT NOT NULL REFERENCES bookings(order_id),
        purpose TEXT NOT NULL, amount INT NOT NULL, offer_discount INT NOT NULL DEFAULT 0, method TEXT, offer_id TEXT,
        status TEXT NOT NULL DEFAULT 'created', payment_id TEXT, failure_reason TEXT, idempotency_key TEXT UNIQUE,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(), updated_at TIMESTAMPTZ);
      CREATE INDEX payment_attempts_order ON payment_attempts (order_id, created_at);
      INSERT INTO payment_attempts (gateway_order_id, order_id, purpose, amount, status, payment_id, idempotency_key, created_at)
        SELECT gateway_order_id, order_id, 'booking',
          CASE WHEN payment_mode = 'part_pay' THEN (price->>'part_pay_amount')::int
               ELSE (price#>>'{price,selected_rate_plan,price,net_payable_amount}')::int END,
          CASE WHEN gateway_payment_id IS NOT NULL THEN 'paid' ELSE 'created' END,
          gateway_payment_id, idempotency_key, created_at
        FROM bookings WHERE gateway_order_id IS NOT NULL;
    `,
  },
  {
    version: 6,
    name: 'notification-outbox-and-points-once',
    // Every message to a guest (SMS, email, WhatsApp) is a row of the outbox, whatever adapter
    // delivers it: the local adapter stops there (development reads it), a provider's answer sets
    // status 'sent' or 'failed' (with the error). "to" is the address as delivered (+919876543210 or
    // an email); mobile is the national number as the guest typed it, so the dev outbox finds it by
    // either. One message per booking, kind and channel: a second send of the same event is a no-op.
    // Points earned on a booking are credited once, whatever races: older databases lose duplicates.
    sql: `
      CREATE TABLE outbox (id SERIAL PRIMARY KEY, channel TEXT NOT NULL, "to" TEXT NOT NULL, mobile TEXT, kind TEXT NOT NULL,
        order_id TEXT, subject TEXT NOT NULL, body TEXT NOT NULL, links JSONB NOT NULL DEFAULT '{}', provider TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending', error TEXT, provider_message_id TEXT,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(), sent_at TIMESTAMPTZ);
      CREATE UNIQUE INDEX outbox_once ON outbox (order_id, kind, channel) WHERE order_id IS NOT NULL;
      CREATE INDEX outbox_to ON outbox (lower("to"), created_at DESC);
      CREATE INDEX outbox_mobile ON outbox (mobile, created_at DESC);
      DELETE FROM wallet_txns a USING wallet_txns b
        WHERE a.type = 'credit' AND b.type = 'credit' AND a.order_id = b.order_id AND a.id > b.id;
      CREATE UNIQUE INDEX wallet_credit_once ON wallet_txns (order_id) WHERE type = 'credit';
    `,
  },
  {
    version: 7,
    name: 'cancellation-refund',
    // What a cancellation refunded and kept, decided from the rate plan's policy at the moment of
    // cancelling (features/bookings/cancellation-refund.ts); null on bookings never cancelled.
    sql: `
      ALTER TABLE bookings ADD COLUMN refund_amount INTEGER;
      ALTER TABLE bookings ADD COLUMN cancellation_charge INTEGER;
    `,
  },
  {
    version: 8,
    name: 'password-reset-links',
    // A reset is a link (/user/reset-password/{token}/, 256 random bits, sent by email) plus a 6-digit
    // code (by SMS, or email when the user has no phone): both kept only as keyed hashes, usable for
    // 1 hour, once, and ended by the 5th wrong code. The old single-code rows cannot become links
    // (their users were never sent one), so reset_codes is dropped: an old code simply stops
    // working and its user asks again.
    sql: `
      DROP TABLE reset_codes;
      CREATE TABLE password_resets (token_hash TEXT PRIMARY KEY, code_hash TEXT NOT NULL,
        user_id INT NOT NULL REFERENCES users(id), code_sent_to TEXT NOT NULL, expires_at TIMESTAMPTZ NOT NULL,
        used BOOLEAN NOT NULL DEFAULT false, wrong_codes INT NOT NULL DEFAULT 0,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now());
      CREATE INDEX password_resets_user ON password_resets (user_id);
    `,
  },
  {
    version: 9,
    name: 'seed-content-version',
    // Which version of the generated content (hotel policies, hotel Q&A, site FAQ, seeded reviews) a
    // database holds, so a database seeded by an older generator gets the current texts on its next start
    // (seed.ts refreshSeedContent); 1 is every generator before this table.
    sql: `
      CREATE TABLE seed_content (id INT PRIMARY KEY DEFAULT 1 CHECK (id = 1), version INT NOT NULL);
      INSERT INTO seed_content (id, version) VALUES (1, 1)
    `,
  },
  {
    version: 10,
    name: 'bookings-by-guest-phone',
    // A booking belongs to the phone it was made with: once a user has proven that phone by
    // OTP, its confirmed bookings are in their history whoever made them (features/payments/booking-owner.ts).
    // guest_phone is the guest's mobile in E.164, normalised as the rate limits do (normalisePhone,
    // libphonenumber-js), written by every booking from now on. Older rows are filled here for +91
    // mobiles (10 digits from 6-9, exactly what validatePhone lets through): for those '+91' and the
    // digits is what libphonenumber-js gives. A foreign number is left empty: sign-in by OTP is for
    // Indian mobiles only (the contract's PhoneNumber), so no account could prove it anyway.
    // Every statement may run again (IF NOT EXISTS, only empty rows filled): safe on a database that has it.
    sql: `
      ALTER TABLE bookings ADD COLUMN IF NOT EXISTS guest_phone TEXT;
      UPDATE bookings SET guest_phone = '+91' || (guest->>'mobile')
        WHERE guest_phone IS NULL AND coalesce(guest->>'country_code', '+91') = '+91'
          AND guest->>'mobile' ~ '^[6-9][0-9]{9}$';
      CREATE INDEX IF NOT EXISTS bookings_guest_phone ON bookings (guest_phone) WHERE guest_phone IS NOT NULL;
    `,
  },
  {
    version: 11,
    name: 'captcha-challenges',
    // The local captcha's challenges (features/auth/captcha/local-captcha.ts): a keyed hash of the answer, used once
    // (right or wrong), valid a few minutes. Stored, not held in memory, so any API instance can check a challenge
    // another issued. The hCaptcha provider keeps nothing here. Safe to run again (IF NOT EXISTS).
    sql: `
      CREATE TABLE IF NOT EXISTS captcha_challenges (id TEXT PRIMARY KEY, answer_hash TEXT NOT NULL,
        expires_at TIMESTAMPTZ NOT NULL, used BOOLEAN NOT NULL DEFAULT false);
      CREATE INDEX IF NOT EXISTS captcha_challenges_expiry ON captcha_challenges (expires_at);
    `,
  },
  {
    version: 12,
    name: 'trivago-reference',
    // The partner reference of a visitor from trivago (docs/rules.md 3, trivagoReferenceId): the itinerary keeps the one it
    // was started with and its booking copies it, so a partner booking can be reported to the partner. Null for
    // everyone else. Safe to run again (IF NOT EXISTS).
    sql: `
      ALTER TABLE carts ADD COLUMN IF NOT EXISTS trivago_reference_id TEXT;
      ALTER TABLE bookings ADD COLUMN IF NOT EXISTS trivago_reference_id TEXT;
    `,
  },
  {
    version: 13,
    name: 'content-texts',
    // Visitor-facing texts in the locales other than English, by stable key (seed/translations/*.json, loaded on
    // every start by seed.ts): English stays in code and seed data and is the fallback of a missing key.
    sql: `
      CREATE TABLE IF NOT EXISTS content_texts (locale TEXT NOT NULL, key TEXT NOT NULL, text TEXT NOT NULL,
        PRIMARY KEY (locale, key));
    `,
  },
  {
    version: 14,
    name: 'booking-locale',
    // The locale the booking was made in (the pay call's Accept-Language, request-locale.ts): its confirmation,
    // cancellation and balance messages are written in it (features/notifications/build-messages.ts). Null for a
    // booking made before, read as en-IN. Safe to run again (IF NOT EXISTS).
    sql: `
      ALTER TABLE bookings ADD COLUMN IF NOT EXISTS locale TEXT;
    `,
  },
  {
    version: 15,
    name: 'catalogue-change-notices',
    // Every API instance keeps the catalogue in memory (catalogue/catalogue-store.ts) and caches quotes and listing
    // answers built from it. A change to what they read, written by any instance or by hand, is announced on the
    // channel nivaas_catalogue (catalogue/catalogue-invalidation.ts listens): the payload is JSON
    // {"table": <table>, "hotel_ids": [<ids>] | null}, null meaning "reload everything" (more than 100 hotels, or a
    // table that is not per hotel: coupons). Statement-level triggers with transition tables: one notice per
    // statement, never one per row (a seed writes thousands), and none for a statement that changed no row.
    // Delivered at COMMIT, only if it commits. Safe to run again (CREATE OR REPLACE, DROP TRIGGER IF EXISTS).
    sql: `
      CREATE OR REPLACE FUNCTION nivaas_catalogue_notice(tbl TEXT, ids INT[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        IF ids IS NOT NULL AND cardinality(ids) = 0 THEN
          RETURN;
        END IF;
        PERFORM pg_notify('nivaas_catalogue', json_build_object('table', tbl,
          'hotel_ids', CASE WHEN ids IS NULL OR cardinality(ids) > 100 THEN NULL ELSE to_json(ids) END)::text);
      END
      $$;
      CREATE OR REPLACE FUNCTION nivaas_catalogue_changed_hotels() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM nivaas_catalogue_notice(TG_TABLE_NAME, (SELECT coalesce(array_agg(DISTINCT id), '{}') FROM old_rows));
        ELSE
          PERFORM nivaas_catalogue_notice(TG_TABLE_NAME, (SELECT coalesce(array_agg(DISTINCT id), '{}') FROM new_rows));
        END IF;
        RETURN NULL;
      END
      $$;
      CREATE OR REPLACE FUNCTION nivaas_catalogue_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM nivaas_catalogue_notice(TG_TABLE_NAME,
            (SELECT coalesce(array_agg(DISTINCT hotel_id), '{}') FROM old_rows));
        ELSE
          PERFORM nivaas_catalogue_notice(TG_TABLE_NAME,
            (SELECT coalesce(array_agg(DISTINCT hotel_id), '{}') FROM new_rows));
        END IF;
        RETURN NULL;
      END
      $$;
      CREATE OR REPLACE FUNCTION nivaas_catalogue_changed_all() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM nivaas_catalogue_notice(TG_TABLE_NAME, NULL);
        RETURN NULL;
      END
      $$;
      DROP TRIGGER IF EXISTS catalogue_insert ON hotels;
      CREATE TRIGGER catalogue_insert AFTER INSERT ON hotels REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION nivaas_catalogue_changed_hotels();
      DROP TRIGGER IF EXISTS catalogue_update ON hotels;
      CREATE TRIGGER catalogue_update AFTER UPDATE ON hotels REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION nivaas_catalogue_changed_hotels();
      DROP TRIGGER IF EXISTS catalogue_delete ON hotels;
      CREATE TRIGGER catalogue_delete AFTER DELETE ON hotels REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION nivaas_catalogue_changed_hotels();
      DROP TRIGGER IF EXISTS catalogue_insert ON room_types;
      CREATE TRIGGER catalogue_insert AFTER INSERT ON room_types REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION nivaas_catalogue_changed_rows();
      DROP TRIGGER IF EXISTS catalogue_update ON room_types;
      CREATE TRIGGER catalogue_update AFTER UPDATE ON room_types REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION nivaas_catalogue_changed_rows();
      DROP TRIGGER IF EXISTS catalogue_delete ON room_types;
      CREATE TRIGGER catalogue_delete AFTER DELETE ON room_types REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION nivaas_catalogue_changed_rows();
      DROP TRIGGER IF EXISTS catalogue_insert ON hotel_policies;
      CREATE TRIGGER catalogue_insert AFTER INSERT ON hotel_policies REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION nivaas_catalogue_changed_rows();
      DROP TRIGGER IF EXISTS catalogue_update ON hotel_policies;
      CREATE TRIGGER catalogue_update AFTER UPDATE ON hotel_policies REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION nivaas_catalogue_changed_rows();
      DROP TRIGGER IF EXISTS catalogue_delete ON hotel_policies;
      CREATE TRIGGER catalogue_delete AFTER DELETE ON hotel_policies REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION nivaas_catalogue_changed_rows();
      DROP TRIGGER IF EXISTS catalogue_change ON coupons;
      CREATE TRIGGER catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON coupons
        FOR EACH STATEMENT EXECUTE FUNCTION nivaas_catalogue_changed_all();
    `,
  },
  {
    version: 16,
    name: 'outbox-queue',
    // The outbox becomes the messages' job queue (features/notifications/outbox-worker.ts): a booking's request
    // only writes rows ('queued'); a worker in every API instance claims due rows (FOR UPDATE SKIP LOCKED) for a
    // lease ('sending', locked_until and a lease_token), sends, and settles 'sent', or 'queued' again later
    // (attempts, next_attempt_at with backoff), or 'dead' after the last attempt; last_error keeps the provider's
    // last answer (the column was `error`). payload is the message as the provider needs it (its template values,
    // a reset's secrets): cleared once it is sent (a dead row keeps it, to be queued again). Rows 'pending' from before were sends
    // cut off mid-request with nothing to resend them from: kept as 'failed'.
    sql: `
      ALTER TABLE outbox RENAME COLUMN error TO last_error;
      ALTER TABLE outbox ADD COLUMN attempts INT NOT NULL DEFAULT 0;
      ALTER TABLE outbox ADD COLUMN next_attempt_at TIMESTAMPTZ;
      ALTER TABLE outbox ADD COLUMN locked_until TIMESTAMPTZ;
      ALTER TABLE outbox ADD COLUMN lease_token TEXT;
      ALTER TABLE outbox ADD COLUMN payload JSONB;
      UPDATE outbox SET status = 'failed', last_error = coalesce(last_error, 'interrupted before the queue')
        WHERE status = 'pending';
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status IN ('queued', 'sending');
    `,
  },
];
