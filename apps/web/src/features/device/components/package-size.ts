/** A package's size as its list and the 部署包 select show it: MB from one MB up, else KB. */
export const packageSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
