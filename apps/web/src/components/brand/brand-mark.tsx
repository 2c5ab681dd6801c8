/** The product mark (same drawing as public/favicon.svg), inline so it costs no request. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b1f3a" />
      <path d="M10 44 24 22l8 11 8-13 14 24Z" fill="#1890ff" />
      <path d="M12 51h40" stroke="#69b1ff" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
