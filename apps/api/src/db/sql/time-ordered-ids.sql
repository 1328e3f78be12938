-- Keys that follow the order of their rows' writing (UUID version 7, RFC 9562): the first 48 bits
-- are the Unix time in milliseconds, the version and variant bits are set, the rest is random.
-- `notifications`, written hundreds of rows at a time (a new job's to every matching vendor), takes
-- its keys from it: each new key lands on the newest page of the primary key's index, where a
-- random key (`gen_random_uuid`) lands on any of its pages, each read, changed and written again
-- for one entry (decision 073).
CREATE OR REPLACE FUNCTION "uuid_v7"() RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT encode(
    set_bit(set_bit(
      overlay(uuid_send(gen_random_uuid())
        PLACING substring(int8send((extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
        FROM 1 FOR 6),
      52, 1), 53, 1),
    'hex')::uuid
$$;
