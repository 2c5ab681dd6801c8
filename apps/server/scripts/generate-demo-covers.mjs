// Writes the demo software and news covers (SVG) into assets/demo-covers/. They are committed;
// run again only to change their look: `node scripts/generate-demo-covers.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'demo-covers');
mkdirSync(out, { recursive: true });

const THEMES = {
  mining: ['#0b1f3a', '#1d4e89', '#f5a623'],
  tunneling: ['#1a1a2e', '#16537e', '#e94560'],
  electromechanical: ['#0f2027', '#2c5364', '#4fc3f7'],
  transport: ['#232526', '#414345', '#ffb300'],
  ventilation: ['#0f3443', '#34e89e', '#e0f7fa'],
  survey: ['#1e3c72', '#2a5298', '#a5d6a7'],
  safety: ['#3a1c71', '#d76d77', '#ffaf7b'],
  rescue: ['#7f0000', '#c62828', '#ffd54f'],
  news: ['#0b1f3a', '#1890ff', '#91d5ff'],
};

const SHAPES = {
  mining: (
    a,
  ) => `<g fill="${a}"><rect x="0" y="250" width="640" height="26" opacity=".55"/><rect x="0" y="292" width="640" height="18" opacity=".35"/>
    <rect x="190" y="170" width="220" height="60" rx="10"/><circle cx="420" cy="200" r="42" fill="none" stroke="${a}" stroke-width="10"/>
    <g stroke="${a}" stroke-width="6"><line x1="420" y1="158" x2="420" y2="242"/><line x1="378" y1="200" x2="462" y2="200"/></g></g>`,
  tunneling: (
    a,
  ) => `<path d="M140 330V210a180 150 0 0 1 360 0v120" fill="none" stroke="${a}" stroke-width="18"/>
    <path d="M200 330V220a120 100 0 0 1 240 0v110" fill="none" stroke="${a}" stroke-width="6" opacity=".6"/><circle cx="320" cy="245" r="28" fill="${a}"/>`,
  electromechanical: (
    a,
  ) => `<g transform="translate(320 200)" fill="none" stroke="${a}" stroke-width="14"><circle r="62"/>
    ${Array.from({ length: 8 }, (_, i) => `<rect x="-10" y="-96" width="20" height="30" transform="rotate(${i * 45})" fill="${a}" stroke="none"/>`).join('')}
    <circle r="18" fill="${a}"/></g>`,
  transport: (a) => `<g fill="${a}"><rect x="90" y="230" width="460" height="16" rx="8"/>
    ${[130, 230, 330, 430, 510].map((x) => `<circle cx="${x}" cy="262" r="14"/>`).join('')}
    <rect x="150" y="180" width="90" height="46" rx="6"/><rect x="280" y="170" width="110" height="56" rx="6"/><rect x="420" y="186" width="80" height="40" rx="6"/></g>`,
  ventilation: (a) =>
    `<g transform="translate(320 200)" fill="${a}">${[0, 120, 240]
      .map((r) => `<path d="M0 0C30-20 60-80 20-100C-10-110-20-60 0 0Z" transform="rotate(${r})"/>`)
      .join(
        '',
      )}<circle r="16"/></g><g fill="none" stroke="${a}" stroke-width="4" opacity=".5"><path d="M60 120q60-30 120 0t120 0"/><path d="M340 300q60-30 120 0t120 0"/></g>`,
  survey: (a) =>
    `<g fill="none" stroke="${a}" stroke-width="4">${[40, 80, 120, 160]
      .map((r, i) => `<ellipse cx="320" cy="200" rx="${r * 1.6}" ry="${r}" opacity="${1 - i * 0.2}"/>`)
      .join('')}</g><path d="M300 200l20-60 20 60z" fill="${a}"/>`,
  safety: (
    a,
  ) => `<path d="M320 90l120 44v70c0 70-52 118-120 140-68-22-120-70-120-140v-70z" fill="none" stroke="${a}" stroke-width="14"/>
    <path d="M270 210l36 36 70-76" fill="none" stroke="${a}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`,
  rescue: (
    a,
  ) => `<path d="M200 250a120 110 0 0 1 240 0z" fill="${a}"/><rect x="180" y="250" width="280" height="22" rx="11" fill="${a}"/>
    <g fill="#fff"><rect x="308" y="170" width="24" height="64" rx="4"/><rect x="288" y="190" width="64" height="24" rx="4"/></g>`,
  news: (
    a,
  ) => `<g fill="${a}"><rect x="170" y="110" width="300" height="180" rx="14" opacity=".35"/><rect x="200" y="140" width="120" height="80" rx="6"/>
    <rect x="340" y="140" width="100" height="12" rx="6"/><rect x="340" y="166" width="100" height="12" rx="6"/><rect x="340" y="192" width="70" height="12" rx="6"/>
    <rect x="200" y="240" width="240" height="12" rx="6"/></g>`,
};

function cover(theme, variant) {
  const [from, to, accent] = THEMES[theme];
  const angle = [20, 135, 70][variant % 3];
  const stripes = Array.from(
    { length: 7 },
    (_, i) => `<line x1="${i * 110 - 60}" y1="360" x2="${i * 110 + 80 + variant * 20}" y2="0"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<g stroke="#fff" stroke-opacity=".05" stroke-width="30">${stripes}</g>
<circle cx="${[560, 80, 540][variant % 3]}" cy="${[60, 300, 310][variant % 3]}" r="${90 + variant * 15}" fill="${accent}" opacity=".12"/>
${SHAPES[theme](accent)}
</svg>
`;
}

for (const theme of Object.keys(THEMES)) {
  const count = theme === 'news' ? 5 : 3;
  for (let v = 0; v < count; v++) writeFileSync(path.join(out, `${theme}-${v + 1}.svg`), cover(theme, v));
}
console.log(`covers written to ${out}`);
