/** A labelled seed or hash: long hex strings wrap anywhere and select as one. */
export function SeedValue({
  label,
  value,
  isMuted = false,
}: {
  label: string;
  value: string;
  isMuted?: boolean;
}) {
  return (
    <div className="seed">
      <span className="seed__label">{label}</span>
      <code className={isMuted ? 'seed__value seed__value--muted' : 'seed__value'}>{value}</code>
    </div>
  );
}
