import { authMessages } from "@promptloom/contracts/auth";

import { Field } from "./field.tsx";

/** A new password typed twice (`newPassword`, `confirmPassword`), with the spec's length hint. */
export function NewPasswordFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <Field
        name="newPassword"
        id={`${idPrefix}new-password`}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={authMessages.passwordHint}
      />
      <Field
        name="confirmPassword"
        id={`${idPrefix}confirm-password`}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
