import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

import { antdImports } from './build/antd-imports.ts';
import { antdStaticStyles } from './build/antd-static-styles.ts';
import {
  antdChunk,
  portalChunk,
  portalVendorChunk,
  signInVendorChunk,
  softDetailChunk,
  softDetailSharedChunk,
} from './build/closure-chunks.ts';
import { earlyRequests } from './build/early-requests.ts';
import { firstPaintHtml } from './build/first-paint-html.ts';
import { iconImports } from './build/icon-imports.ts';
import { landingFrame } from './build/landing-frame.ts';
import { precompress } from './build/precompress.ts';
import { prerenderModule } from './build/prerender.ts';
import { sessionFrames } from './build/session-frames.ts';
import { sharedChunks } from './build/shared-chunks.ts';
import { antdButtonLoadingIcon, antdFormContext, axiosXhrOnly } from './build/trim-imports.ts';

// Everything the server owns; in dev the SPA runs on Vite's port and forwards these to it.
const API_TARGET = 'http://127.0.0.1:8080';
const proxied = ['/api', '/auth', '/avatar', '/file', '/healthz'];

// `src/app/prerender.tsx` built and loaded in Node once per build, for the two plugins that put its
// renders (antd's first-visit styles, the landing frame) into index.html.
const prerender = prerenderModule();

// Pinned so that `vite build` gives the same result from the repo root or from apps/web.
const root = fileURLToPath(new URL('.', import.meta.url));

// The bench's A/B builds leave plugins out by name (`bench/plugins-ab.mjs`), to measure what each
// one gains; nothing else sets this.
const without = new Set((process.env.COALSIM_BUILD_WITHOUT ?? '').split(',').filter(Boolean));
const unless = (plugin: Plugin) => !without.has(plugin.name);

export default defineConfig({
  root,
  plugins: [
    react(),
    ...[
      antdFormContext(),
      antdButtonLoadingIcon(),
      axiosXhrOnly(),
      iconImports(),
      antdImports(),
      antdStaticStyles(prerender),
      firstPaintHtml(),
      earlyRequests(),
      landingFrame(prerender),
      sessionFrames(prerender),
      precompress(),
    ].filter(unless),
  ],
  resolve: {
    // `source` points workspace packages (@coalsim/contract) at their TypeScript, so no prebuild is needed.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: API_TARGET }])),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router load on every page and change rarely: one long-cached chunk.
          // Most of the rest keeps automatic splitting, so antd parts used only by lazy pages stay lazy.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router(-dom)?)[\\/]/ },
            // antd's core, which every page but the sign-in page and the portal's home needs, in a
            // chunk of its own, apart from the other libraries every first visit needs (the query
            // cache, the HTTP client, the stores): over HTTP/1.1 each extra file costs a slow phone
            // a round trip, but the start-up runs one chunk per task, and all of them in one chunk
            // (300 KB) made one of the longest tasks of the visit.
            antdChunk(root),
            { name: 'vendor', test: /node_modules[\\/].*\.[cm]?js$/, tags: ['$initial'] },
            signInVendorChunk(root),
            // Named so that the size budget test can tell that the portal's first load never
            // fetches them.
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/ },
            // The portal's shell and home page in two chunks, its libraries and its own code, rather
            // than a file per shared icon.
            portalVendorChunk(root),
            portalChunk(root),
            softDetailChunk(root),
            softDetailSharedChunk(root),
            // Every other page's libraries and shared code in a few files rather than tens.
            sharedChunks(root),
          ],
        },
      },
    },
  },
});
