-- Generated full-text search columns need immutable expressions, and array_to_string is only
-- stable (it calls each element type's output function). For text[] it never varies, so this
-- wrapper is safe to mark immutable.
CREATE FUNCTION immutable_array_to_text(text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN array_to_string($1, ' ');
