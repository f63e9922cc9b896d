// @ts-check
// Plain JavaScript: next-config reads the policy, page.ts the style and the script.
import { createHash } from 'node:crypto';

/** The pages' only style, inline: nothing is fetched, not even from this site. */
export const pageStyle = `
:root{color-scheme:light;--ink:#12263a;--muted:#44566b;--line:#c9d3de;--accent:#0b5cad;--soft:#f2f6fa}
*{box-sizing:border-box}
body{margin:0;font:1rem/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:#fff}
header,main,footer{max-width:46rem;margin:0 auto;padding:1rem}
header{border-bottom:1px solid var(--line);display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}
header a{color:var(--ink);font-weight:600;text-decoration:none}
a{color:var(--accent)}
h1{font-size:1.75rem;line-height:1.2;margin:1rem 0}
h2{font-size:1.25rem;margin:2rem 0 .5rem}
section{margin-bottom:1.5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin-top:1rem}
.hint{display:block;font-weight:400;color:var(--muted);font-size:.9rem}
input[type=text],input[type=email],textarea{width:100%;font:inherit;padding:.6rem;border:1px solid #6b7c8f;border-radius:4px}
textarea{min-height:10rem}
input[type=file]{margin-top:.25rem;font:inherit;max-width:100%}
.check{display:flex;gap:.5rem;align-items:flex-start;font-weight:400}
.check input{margin-top:.35rem}
button{margin-top:1rem;font:inherit;font-weight:600;padding:.7rem 1.2rem;border:0;border-radius:4px;background:var(--accent);color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid #f0b400;outline-offset:2px}
.honey{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.box{background:var(--soft);border:1px solid var(--line);border-radius:6px;padding:1rem}
.receipt{font:700 clamp(1.4rem,6vw,2.2rem)/1.2 ui-monospace,Menlo,Consolas,monospace;letter-spacing:.08em;margin:.5rem 0;white-space:nowrap}
.message{border-left:4px solid var(--line);padding:.25rem .75rem;margin:1rem 0}
.message.handler,.message.minutes{border-color:var(--accent)}
.message p{white-space:pre-wrap;margin:.25rem 0}
.meta{color:var(--muted);font-size:.9rem}
.notice{border-left:4px solid #1d7a3a;padding:.5rem .75rem;background:#eef8f0}
.error{border-left:4px solid #b3261e;padding:.5rem .75rem;background:#fdf0ef}
@media print{header nav,form,.noprint{display:none}body{font-size:12pt}}
`;

/**
 * Where scripts run, a proof of work (SHA-256 with `bits` leading zero bits over the page's signed
 * challenge) is filled in before the form goes: a bot pays in CPU what a person does not notice.
 * Without scripts the form goes without it (wb/limits.ts).
 */
export const pageScript = `(()=>{const f=document.querySelector('form[data-challenge]');if(!f||!crypto.subtle)return;let done=false;f.addEventListener('submit',async e=>{if(done)return;e.preventDefault();const c=f.dataset.challenge,b=Number(f.dataset.bits),t=new TextEncoder();for(let n=0;;n++){const h=new Uint8Array(await crypto.subtle.digest('SHA-256',t.encode(c+':'+n)));let z=0;for(const x of h){if(x===0){z+=8;continue}z+=Math.clz32(x)-24;break}if(z>=b){f.elements.namedItem('proof').value=String(n);break}}done=true;f.submit()})})();`;

const hash = (/** @type {string} */ text) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The pages' Content-Security-Policy: their own inline style and script by hash, this site's forms only. */
export const whistleblowingPolicy = [
  "default-src 'none'",
  `style-src ${hash(pageStyle)}`,
  `script-src ${hash(pageScript)}`,
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');
