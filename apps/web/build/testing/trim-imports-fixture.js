// The library modules build/trim-imports.ts rewrites, for its test's build.
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Button } from 'antd/es/button';
export { FormProvider } from 'antd/es/form/context';
export { default as axios } from 'axios';
