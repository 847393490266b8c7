-- Every user gets a profile in the same transaction that creates the user:
-- not admin, not paid, not refunded, with the name given at sign-up.
CREATE FUNCTION create_profile_for_new_user() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profiles (id, full_name) VALUES (NEW.id, NEW.name);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_created_profile
AFTER INSERT ON "user"
FOR EACH ROW EXECUTE FUNCTION create_profile_for_new_user();
