import { Alert, AlertDescription } from "./alert.tsx";

/** Why a form was refused, announced as it appears; nothing while there is no message. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
