// Stands in for axios's fetch adapter in the browser build (build/axios-xhr-only.ts): the app's
// client sends through XMLHttpRequest, so `getFetch` reports the adapter as unavailable.
export const getFetch = () => false;
export default false;
