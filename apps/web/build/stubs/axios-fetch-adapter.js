// Stands in for axios's fetch adapter in the browser build (build/trim-imports.ts): the app's
// client sends through XMLHttpRequest, so `getFetch` reports the adapter as unavailable.
export const getFetch = () => false;
export default false;
