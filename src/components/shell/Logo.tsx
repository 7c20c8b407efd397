// The company's wordmark as inline SVG (300×42 on mobile), so it is sharp at any size and costs no request.

export function Logo({ name }: { name: string }) {
  return (
    <svg
      className="logo-mark"
      viewBox="0 0 300 42"
      width={300}
      height={42}
      aria-hidden="true"
      focusable="false"
      direction="ltr"
    >
      <path d="M6 30 L14 8 L30 4 L40 16 L34 36 L16 38 Z" fill="#7a4b1e" />
      <path d="M14 8 L22 22 L40 16 M22 22 L16 38" stroke="#e8d8c3" strokeWidth={1.5} fill="none" />
      <text
        x={52}
        y={29}
        fontSize={22}
        fontWeight={700}
        letterSpacing={2}
        fill="currentColor"
        fontFamily="system-ui, sans-serif"
      >
        {name.toUpperCase()}
      </text>
    </svg>
  );
}
