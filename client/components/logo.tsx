/** Parla's mark: a speech bubble with three lines of text, in the primary green. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="logo">
      <rect x="2" y="3" width="28" height="22" rx="7" fill="currentColor" />
      <path d="M9 25l-2 5 8-5z" fill="currentColor" />
      <path d="M9 10h14M9 14.5h10M9 19h12" stroke="var(--logo-ink, #fff)" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
