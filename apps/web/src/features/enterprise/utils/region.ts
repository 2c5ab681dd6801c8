/** 省份 and 城市 as one place name (`山西省 太原市`), or undefined when neither is known. */
export function regionOf({ province, city }: { province: string | null; city: string | null }) {
  const parts = [province, city].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(' ') : undefined;
}
