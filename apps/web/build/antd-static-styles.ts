import { createRequire } from 'node:module';

import type * as CssInJs from '@ant-design/cssinjs';
import type * as AntdModule from 'antd';
import type * as ReactModule from 'react';
import type * as ReactDomServer from 'react-dom/server';
import type { Plugin } from 'vite';

type Antd = typeof AntdModule;
type React = typeof ReactModule;

/**
 * The antd components that the public pages (home, software centre, news, login, register) render
 * on a first visit. Rendering one of each registers its complete stylesheet, every variant
 * included; a component missing here still works, antd then writes its styles in the browser.
 */
function firstVisitComponents(antd: Antd, h: React['createElement']) {
  const { App, Button, Checkbox, Form, Input, Radio, Segmented, Space, Spin } = antd;
  return h(
    App,
    null,
    h(Button, null, 'button'),
    h(Spin),
    h(Input),
    h(Input.Search),
    h(Input.Password),
    h(Space.Compact, null, h(Input), h(Button, null, 'button')),
    h(Segmented, { options: ['segment'] }),
    h(Form, null, h(Form.Item, { label: 'label' }, h(Input))),
    h(Checkbox),
    h(Radio),
  );
}

/**
 * antd writes each component's stylesheet in the browser the first time the component renders:
 * computing and inserting it was the largest part of the main-thread work of a first visit on a
 * slow phone (the login form alone brings about 200 KB of CSS, most of it the grid). This plugin
 * renders the components of the public pages once at build time, with antd's own server-side
 * extraction, and puts their stylesheets into index.html (about 13 KB compressed). The extracted CSS
 * ends with the list of style paths it holds, which antd reads on start-up: it then skips computing
 * and inserting those styles. The styles refer to the theme through CSS variables, so theme and size
 * changes still apply; the class hash does not depend on the theme.
 */
export function antdStaticStyles(): Plugin {
  let css = '';
  return {
    name: 'coalsim-antd-static-styles',
    apply: 'build',
    buildStart() {
      // antd's class prefix differs in development builds; the browser bundle is a production one.
      process.env.NODE_ENV = 'production';
      // The CommonJS builds, all from one require, so antd and the extractor share one style cache module.
      const require = createRequire(import.meta.url);
      const React = require('react') as React;
      const { renderToString } = require('react-dom/server') as typeof ReactDomServer;
      const antd = require('antd') as Antd;
      const { StyleProvider, createCache, extractStyle } = require('@ant-design/cssinjs') as typeof CssInJs;
      const cache = createCache();
      renderToString(
        React.createElement(
          StyleProvider,
          { cache },
          React.createElement(antd.ConfigProvider, null, firstVisitComponents(antd, React.createElement)),
        ),
      );
      css = extractStyle(cache, { plain: true, types: ['style'] });
      if (!css.includes('data-ant-cssinjs-cache-path'))
        throw new Error('antd-static-styles: the extracted CSS lacks its list of style paths');
    },
    transformIndexHtml: {
      order: 'post',
      // First in <head>, where antd would have inserted them, ahead of the app's own styles.
      handler: (html) =>
        html.replace('</title>', () => `</title>\n    <style>${css.replaceAll('</', '<\\/')}</style>`),
    },
  };
}
