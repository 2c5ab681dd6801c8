import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

const stub = (file: string) => fileURLToPath(new URL(`./stubs/${file}`, import.meta.url));

/**
 * One import of one module answered by another module: code the library imports for a feature the
 * app does not use (or a whole package for one of its exports) leaves every first visit. Fails the
 * build when the target is gone, so a library update cannot drop the substitution silently.
 */
function redirectImport(name: string, importer: RegExp, source: string, target: string): Plugin {
  return {
    name: `coalsim-${name}`,
    apply: 'build',
    enforce: 'pre',
    async resolveId(id, from) {
      if (id !== source || !from || !importer.test(from)) return null;
      const resolved = await this.resolve(target, from, { skipSelf: true });
      if (!resolved) throw new Error(`${name}: ${target} is gone`);
      return resolved;
    },
  };
}

/**
 * antd's form contexts (`antd/es/form/context.js`, which its buttons, inputs and ConfigProvider
 * reach through `ContextIsolator`) take `FormProvider` from the index of `@rc-component/form`. That
 * index attaches Field, List and useForm to its default export, an assignment the bundler must
 * keep, so every first visit carried the whole form library and its validator (about 41 KB
 * minified) though only the provider is used. This takes the provider from the module that defines
 * it. Pages with a form still load the library with antd's Form, which imports the same module, so
 * both share one context.
 */
export const antdFormContext = () =>
  redirectImport(
    'antd-form-context',
    /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/,
    '@rc-component/form',
    '@rc-component/form/es/FormContext.js',
  );

/**
 * axios's fetch adapter tests the browser's fetch support when it is imported (it builds a Request
 * with a stream body, a Response and a TextEncoder), inside the longest task of every first visit,
 * though the browser never uses it: axios takes the XHR adapter first, and the app's client asks for
 * it by name (`lib/api-client.ts`). The adapters module gets a stub that reports it unavailable
 * (6.7 KB minified less).
 */
export const axiosXhrOnly = () =>
  redirectImport(
    'axios-xhr-only',
    /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/,
    './fetch.js',
    stub('axios-fetch-adapter.js'),
  );

/**
 * antd's Button renders its loading icon's motion (`@rc-component/motion`) from the start, in every
 * button without an icon, loading or not; the motion sets its state in a layout effect as it
 * mounts, a synchronous update that made the commit first showing the home page or the software
 * centre re-render the tree and run all of its effects in one task. The Button gets a wrapper that
 * mounts antd's icon once the button has been loading (`stubs/antd-button-loading-icon.js`).
 */
export const antdButtonLoadingIcon = () =>
  redirectImport(
    'antd-button-loading-icon',
    /[\\/]antd[\\/]es[\\/]button[\\/]Button\.js$/,
    './DefaultLoadingIcon',
    stub('antd-button-loading-icon.js'),
  );
