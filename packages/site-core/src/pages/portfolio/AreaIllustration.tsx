import type { ReactNode } from 'react';
import type { AreaIllustration as IllustrationName } from '../../schema/portfolio';
import s from './AreaIllustration.module.css';

/* Simple drawn scenes (320 × 240) for department and service pages; shapes only, no text. */
const scenes: Record<IllustrationName, ReactNode> = {
  diagnostics: (
    <>
      <rect className={s.p7} x="52" y="182" width="116" height="14" rx="5" />
      <path className={s.stroke7} strokeWidth="14" d="M146 182 C 172 150 166 110 134 90" />
      <path className={s.stroke5} strokeWidth="20" d="M98 58 L120 116" />
      <path className={s.stroke7} strokeWidth="12" d="M92 40 L99 58" />
      <path className={s.stroke7} strokeWidth="8" d="M80 142 L146 142" />
      <rect className={s.accent} x="98" y="133" width="32" height="5" rx="2" />
      <rect className={s.p7} x="188" y="160" width="96" height="14" rx="4" />
      {[200, 226, 252].map((x, i) => (
        <g key={x}>
          <rect className={s.outline} x={x} y="84" width="16" height="84" rx="8" />
          <rect
            className={i === 1 ? s.accent : s.p3}
            x={x + 4}
            y={[128, 112, 138][i]}
            width="8"
            height={[34, 50, 24][i]}
            rx="4"
          />
        </g>
      ))}
    </>
  ),
  medicines: (
    <>
      <rect className={s.p7} x="76" y="66" width="60" height="26" rx="5" />
      <rect className={s.p5} x="66" y="88" width="80" height="108" rx="12" />
      <rect className={s.white} x="80" y="118" width="52" height="48" rx="5" />
      <path className={s.p5} d="M100 128h12v10h10v12h-10v10h-12v-10h-10v-12h10z" />
      <rect className={s.outline} x="160" y="116" width="116" height="76" rx="12" />
      {[184, 218, 252].map((cx) =>
        [138, 170].map((cy) => (
          <circle
            key={`${cx}-${cy}`}
            className={cx === 218 && cy === 170 ? s.accent : s.p3}
            cx={cx}
            cy={cy}
            r="10"
          />
        )),
      )}
      <g transform="rotate(-30 236 66)">
        <rect className={s.p7} x="208" y="55" width="30" height="22" rx="11" />
        <rect className={s.accent} x="230" y="55" width="30" height="22" rx="11" />
        <rect className={s.accent} x="230" y="55" width="12" height="22" />
      </g>
    </>
  ),
  animalHealth: (
    <>
      <ellipse className={s.p5} cx="150" cy="160" rx="42" ry="34" />
      <ellipse className={s.p5} cx="96" cy="118" rx="16" ry="21" transform="rotate(-25 96 118)" />
      <ellipse className={s.p5} cx="130" cy="92" rx="16" ry="22" transform="rotate(-8 130 92)" />
      <ellipse className={s.p5} cx="172" cy="92" rx="16" ry="22" transform="rotate(8 172 92)" />
      <ellipse className={s.p5} cx="206" cy="118" rx="16" ry="21" transform="rotate(25 206 118)" />
      <circle className={s.outline} cx="244" cy="74" r="30" />
      <path className={s.p7} d="M237 56h14v11h11v14h-11v11h-14v-11h-11v-14h11z" />
      <path
        className={s.accent}
        d="M232 178c-10-9-20-15-20-25 0-7 5-11 11-11 4 0 7 2 9 5 2-3 5-5 9-5 6 0 11 4 11 11 0 10-10 16-20 25z"
      />
    </>
  ),
  dental: (
    <>
      <path
        className={s.outline}
        strokeWidth="5"
        d="M118 64c-26 0-38 26-30 54 6 20 9 32 11 58 2 22 22 22 26 0l5-28c2-10 18-10 20 0l5 28c4 22 24 22 26 0 2-26 5-38 11-58 8-28-4-54-30-54-12 0-16 8-22 8s-10-8-22-8z"
      />
      <path className={s.stroke3} strokeWidth="6" d="M102 96c2-10 8-16 16-18" />
      <path className={s.stroke7} strokeWidth="8" d="M222 206 L250 104" />
      <circle className={s.p3} cx="256" cy="84" r="20" />
      <circle className={s.stroke7} strokeWidth="5" cx="256" cy="84" r="20" />
      <path className={s.accent} d="M226 42l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" />
      <path className={s.accent} d="M70 190l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" />
    </>
  ),
  marketing: (
    <>
      <rect className={s.p7} x="52" y="176" width="216" height="9" rx="4" />
      <rect className={s.p7} x="72" y="120" width="58" height="14" rx="4" />
      <rect className={s.p3} x="76" y="132" width="50" height="44" rx="6" />
      <rect className={s.white} x="86" y="144" width="30" height="18" rx="3" />
      <rect className={s.p7} x="160" y="86" width="14" height="16" />
      <path className={s.stroke7} strokeWidth="6" d="M167 86v-14h16" />
      <rect className={s.outline} x="146" y="100" width="42" height="76" rx="10" />
      <rect className={s.p3} x="156" y="124" width="22" height="30" rx="4" />
      <path className={s.accent} d="M208 176l6-84h30l6 84z" />
      <rect className={s.p5} x="214" y="78" width="30" height="16" rx="3" />
      <path className={s.p5} d="M226 46l5 11 12 2-9 8 2 12-10-6-10 6 2-12-9-8 12-2z" />
    </>
  ),
  equipment: (
    <>
      <rect className={s.p7} x="60" y="52" width="156" height="108" rx="12" />
      <rect className={s.p9} x="72" y="64" width="132" height="84" rx="5" />
      <path className={s.stroke3} strokeWidth="4" d="M82 110h26l10-22 12 40 12-30 8 12h44" />
      <circle className={s.accent} cx="190" cy="80" r="5" />
      <rect className={s.p5} x="128" y="160" width="20" height="20" />
      <rect className={s.p7} x="102" y="178" width="72" height="9" rx="4" />
      <path className={s.stroke5} strokeWidth="6" d="M236 60c-6 40 10 58 26 58s30-18 24-58" />
      <path className={s.stroke5} strokeWidth="6" d="M262 118v40" />
      <circle className={s.p5} cx="262" cy="172" r="16" />
      <circle className={s.white} cx="262" cy="172" r="7" />
      <circle className={s.p7} cx="236" cy="58" r="5" />
      <circle className={s.p7} cx="286" cy="58" r="5" />
    </>
  ),
  warehouse: (
    <>
      <path className={s.p7} d="M58 112l62-40 62 40z" />
      <rect className={s.p5} x="66" y="112" width="108" height="78" />
      <rect className={s.white} x="96" y="136" width="48" height="54" />
      {[144, 156, 168, 180].map((y) => (
        <rect key={y} className={s.p3} x="96" y={y} width="48" height="4" />
      ))}
      <rect className={s.outline} x="178" y="124" width="84" height="54" rx="5" />
      <path className={s.stroke5} strokeWidth="3" d="M220 136v30M207 143l26 16M207 159l26-16" />
      <path className={s.p7} d="M264 140h22l12 16v22h-34z" />
      <rect className={s.p3} x="270" y="146" width="14" height="10" rx="2" />
      {[202, 282].map((cx) => (
        <g key={cx}>
          <circle className={s.p9} cx={cx} cy="184" r="12" />
          <circle className={s.white} cx={cx} cy="184" r="4" />
        </g>
      ))}
      <rect className={s.p3} x="40" y="196" width="260" height="4" rx="2" />
    </>
  ),
  regulatory: (
    <>
      <path
        className={s.outline}
        d="M96 44h88l28 28v130a8 8 0 0 1-8 8H96a8 8 0 0 1-8-8V52a8 8 0 0 1 8-8z"
      />
      <path className={s.p3} d="M184 44v28h28z" />
      {[80, 98, 116, 134].map((y, i) => (
        <rect
          key={y}
          className={i === 0 ? s.p7 : s.p3}
          x="106"
          y={y}
          width={i === 0 ? 60 : 86}
          height="7"
          rx="3"
        />
      ))}
      <circle className={s.p5} cx="214" cy="172" r="32" />
      <path className={s.strokeWhite} strokeWidth="8" d="M199 172l11 11 20-22" />
      <path className={s.stroke7} strokeWidth="7" d="M250 60l-34 58" />
      <path className={s.accent} d="M252 52l8 5-4 8-8-5z" />
    </>
  ),
  clinicalTrials: (
    <>
      <rect className={s.p7} x="84" y="52" width="124" height="156" rx="12" />
      <rect className={s.white} x="96" y="72" width="100" height="124" rx="5" />
      <rect className={s.p5} x="122" y="42" width="48" height="22" rx="7" />
      <rect className={s.p3} x="110" y="148" width="14" height="34" rx="2" />
      <rect className={s.p5} x="132" y="128" width="14" height="54" rx="2" />
      <rect className={s.accent} x="154" y="110" width="14" height="72" rx="2" />
      <rect className={s.p7} x="108" y="86" width="60" height="6" rx="3" />
      <rect className={s.p3} x="108" y="98" width="44" height="6" rx="3" />
      <rect className={s.p7} x="228" y="96" width="34" height="16" rx="4" />
      <rect className={s.outline} x="230" y="110" width="30" height="72" rx="7" />
      <rect className={s.p3} x="236" y="140" width="18" height="36" rx="4" />
    </>
  ),
  repackaging: (
    <>
      <path className={s.p3} d="M72 104l32-28h132l-32 28z" />
      <path className={s.p7} d="M204 104l32-28v94l-32 28z" />
      <rect className={s.p5} x="72" y="104" width="132" height="94" />
      <rect className={s.white} x="88" y="122" width="100" height="56" rx="4" />
      {[0, 6, 10, 18, 22, 30, 36, 40, 48, 54, 58, 64].map((x, i) => (
        <rect key={x} className={s.p9} x={98 + x} y="134" width={i % 3 === 0 ? 4 : 2} height="30" />
      ))}
      <g transform="rotate(14 252 58)">
        <rect className={s.accent} x="226" y="40" width="56" height="36" rx="4" />
        <rect className={s.white} x="234" y="50" width="28" height="5" rx="2" />
        <rect className={s.white} x="234" y="60" width="38" height="5" rx="2" />
      </g>
      <path
        className={s.stroke7}
        strokeWidth="4"
        strokeDasharray="6 8"
        d="M216 88c8-6 14-12 18-20"
      />
    </>
  ),
  service: (
    <>
      <g transform="translate(128 112)">
        {[0, 45, 90, 135, 180, 225, 270, 315].map((deg) => (
          <rect
            key={deg}
            className={s.p5}
            x="-10"
            y="-62"
            width="20"
            height="24"
            rx="4"
            transform={`rotate(${deg})`}
          />
        ))}
        <circle className={s.p5} r="46" />
        <circle className={s.white} r="20" />
      </g>
      <path className={s.stroke7} strokeWidth="16" d="M172 196l62-62" />
      <circle className={s.p7} cx="246" cy="120" r="24" />
      <rect
        className={s.bg}
        x="240"
        y="90"
        width="16"
        height="28"
        rx="3"
        transform="rotate(45 248 104)"
      />
      <path className={s.accent} d="M252 184l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" />
    </>
  ),
};

/** A decorative drawing of the page's topic; hidden from assistive technology. */
export function AreaIllustration({ name }: { name: IllustrationName }) {
  return (
    <svg className={s.svg} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <circle className={s.bg} cx="160" cy="124" r="104" />
      <circle className={s.dot} cx="38" cy="54" r="8" />
      <circle className={s.dot} cx="292" cy="206" r="6" />
      <circle className={s.dot} cx="282" cy="30" r="4" />
      {scenes[name]}
    </svg>
  );
}
