/** Product constants of spec §9; change them here, never inline. */
export const settings = {
  /** Suffix of every page title and the fallback title. */
  title: 'CoalSim',
  /** The portal's own name, shown in headers. */
  productName: '煤炭虚拟仿真空间',
  /** HTTP timeout: 20 minutes, long enough for large exports and uploads. */
  timeout: 1_200_000,
  /** How long error notices stay on screen. */
  errorNoticeDurationMs: 5_000,
  tokenCookieName: 'COALSIM_TOKEN',
  /** Lifetime of the token cookie with 记住我; without it the cookie ends with the browser session. */
  tokenCookieDays: 1,
} as const;
