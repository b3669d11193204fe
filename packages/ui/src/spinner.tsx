interface SpinnerProps {
  /** Read by screen readers; the spinner itself is decorative. */
  label: string;
}

export function Spinner({ label }: SpinnerProps) {
  return (
    <span className="spinner" role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
