/** The automatic dealer, drawn in SVG: a figure in a waistcoat behind the table's edge. */
export function DealerArt() {
  return (
    <svg viewBox="0 0 120 120" className="dealer-art" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="dealer-halo" cx="50%" cy="40%" r="60%">
          <stop offset="0%" stopColor="var(--dealer-halo)" stopOpacity="0.9" />
          <stop offset="100%" stopColor="var(--dealer-halo)" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="60" cy="50" r="56" fill="url(#dealer-halo)" />
      <path d="M18 120c4-28 20-42 42-42s38 14 42 42z" fill="var(--dealer-coat)" />
      <path d="M46 80l14 22 14-22z" fill="var(--dealer-shirt)" />
      <path d="M52 84l8 6 8-6-8 10z" fill="var(--dealer-tie)" />
      <path d="M30 120c2-16 8-26 16-32l14 32zM90 120c-2-16-8-26-16-32l-14 32z" fill="var(--dealer-vest)" />
      <rect x="52" y="62" width="16" height="16" rx="6" fill="var(--dealer-skin-shade)" />
      <ellipse cx="60" cy="46" rx="19" ry="22" fill="var(--dealer-skin)" />
      <path d="M40 44c0-16 9-24 20-24s20 8 20 24c-4-9-11-13-20-13s-16 4-20 13z" fill="var(--dealer-hair)" />
      <circle cx="53" cy="48" r="2.2" fill="var(--dealer-eyes)" />
      <circle cx="67" cy="48" r="2.2" fill="var(--dealer-eyes)" />
      <path
        d="M54 57c4 3 8 3 12 0"
        stroke="var(--dealer-eyes)"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
