import type { Plugin } from 'vite';

const FORM_CONTEXT_IMPORTER = /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;

/**
 * Keeps antd's form engine out of pages without a form.
 *
 * antd's form contexts (`antd/es/form/context.js`, which its buttons, inputs and ConfigProvider reach
 * through `ContextIsolator`) take `FormProvider` from the index of `@rc-component/form`. That index
 * attaches Field, List and useForm to its default export, an assignment the bundler must keep, so
 * every first visit carried the whole form library and its validator (about 41 KB minified, 11 KB
 * brotli) though only the provider is used. This resolves that one import to the module that
 * defines the provider. Pages with a form still load the library with antd's Form, which imports the
 * same FormContext module, so both share one context.
 */
export function antdFormContext(): Plugin {
  return {
    name: 'coalsim-antd-form-context',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== '@rc-component/form' || !importer || !FORM_CONTEXT_IMPORTER.test(importer)) return null;
      const resolved = await this.resolve('@rc-component/form/es/FormContext.js', importer, {
        skipSelf: true,
      });
      if (!resolved) throw new Error('antd-form-context: @rc-component/form/es/FormContext.js is gone');
      return resolved;
    },
  };
}
