/** The gem and the mine of the board, drawn with the theme's colours. */
export function GemArt() {
  return (
    <svg viewBox="0 0 64 64" className="mines-art" aria-hidden="true" focusable="false">
      <path d="M16 10h32l12 16-28 30L4 26z" fill="var(--gem-mid)" />
      <path d="M16 10l6 16h20l6-16z" fill="var(--gem-light)" />
      <path d="M4 26h56L32 56z" fill="var(--gem-dark)" />
      <path d="M22 26l10 30 10-30z" fill="var(--gem-mid)" />
      <path d="M18 14l3 8" stroke="var(--gem-shine)" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function MineArt() {
  return (
    <svg viewBox="0 0 64 64" className="mines-art" aria-hidden="true" focusable="false">
      <g stroke="var(--mine-body)" strokeWidth="5" strokeLinecap="round">
        <path d="M32 6v10M32 48v10M6 32h10M48 32h10M13 13l7 7M44 44l7 7M13 51l7-7M44 20l7-7" />
      </g>
      <circle cx="32" cy="32" r="17" fill="var(--mine-body)" />
      <circle cx="26" cy="26" r="5" fill="var(--mine-shine)" />
      <circle cx="32" cy="32" r="4" fill="var(--mine-core)" />
    </svg>
  );
}
