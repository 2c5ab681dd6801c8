import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

const FETCH_ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;
const STUB = fileURLToPath(new URL('./stubs/axios-fetch-adapter.js', import.meta.url));

/**
 * Leaves axios's fetch adapter out of the browser build. Its module tests the browser's fetch
 * support when it is imported (it builds a Request with a stream body, a Response and a
 * TextEncoder), work done in the longest task of every first visit, though the browser never uses
 * it: axios takes the XHR adapter first, and the app's client asks for it by name
 * (`lib/api-client.ts`). The adapters module imports a stub instead (6.7 KB minified less).
 */
export function axiosXhrOnly(): Plugin {
  return {
    name: 'coalsim-axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && FETCH_ADAPTER.test(resolved.id) ? STUB : resolved;
    },
  };
}
