/**
 * A drawn scene for the hero: a temperature-controlled parcel, a vial and a delivery route between
 * sites. Decorative only; the words beside it carry the message.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 420 360" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-card" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#eef8f9" />
        </linearGradient>
      </defs>
      <path
        d="M40 300 C 120 220, 180 330, 260 250 S 380 170, 390 90"
        fill="none"
        stroke="#72c2cc"
        strokeWidth="3"
        strokeDasharray="2 10"
        strokeLinecap="round"
      />
      <circle cx="40" cy="300" r="10" fill="#0a5763" />
      <circle cx="260" cy="250" r="8" fill="#16808f" />
      <circle cx="390" cy="90" r="10" fill="#0a5763" />
      <g transform="translate(70 60)">
        <rect
          width="190"
          height="150"
          rx="18"
          fill="url(#hero-card)"
          stroke="#a9dce2"
          strokeWidth="2"
        />
        <rect x="20" y="20" width="56" height="56" rx="12" fill="#0a5763" />
        <path d="M42 30h12v14h14v12H54v14H42V56H28V44h14z" fill="#fff" />
        <rect x="92" y="26" width="76" height="10" rx="5" fill="#a9dce2" />
        <rect x="92" y="46" width="56" height="10" rx="5" fill="#d5eef1" />
        <rect x="20" y="96" width="150" height="10" rx="5" fill="#d5eef1" />
        <rect x="20" y="116" width="110" height="10" rx="5" fill="#d5eef1" />
      </g>
      <g transform="translate(250 130)">
        <rect width="120" height="96" rx="14" fill="#ffffff" stroke="#a9dce2" strokeWidth="2" />
        <path
          d="M60 24v48M44 32l32 32M76 32L44 64M36 48h48"
          stroke="#3aa2b0"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <text x="60" y="88" textAnchor="middle" fontSize="12" fontWeight="600" fill="#0a5763">
          2–8 °C
        </text>
      </g>
      <g transform="translate(120 240)">
        <rect
          x="0"
          y="10"
          width="34"
          height="70"
          rx="8"
          fill="#ffffff"
          stroke="#16808f"
          strokeWidth="3"
        />
        <rect x="4" y="0" width="26" height="14" rx="3" fill="#0a5763" />
        <rect x="4" y="44" width="26" height="32" rx="4" fill="#72c2cc" />
      </g>
    </svg>
  );
}
