// Stands in for antd's tooltip UniqueProvider where ConfigProvider imports it (build/trim-imports.ts).
// ConfigProvider renders it only under `tooltip={{ unique: true }}`, which the app never sets.
export default function UniqueProvider({ children }) {
  return children;
}
