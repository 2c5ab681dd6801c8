export * from './common/api-error.js';
export * from './common/endpoint.js';
export * from './common/pagination.js';
export * from './validation/validate.js';
export * from './health/health.endpoints.js';
export * from './auth/captcha.endpoints.js';
export * from './auth/register.endpoints.js';
export * from './endpoints.js';
