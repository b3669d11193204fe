import { WarningIcon } from '@platform/ui/icons.tsx';

/** The gateway's message for a failure that belongs to no single input. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p className="form-alert" role="alert">
      <WarningIcon />
      <span>{message}</span>
    </p>
  );
}
