import type { DemoBank } from './builders.js';
import { ELEC } from './electrical.js';
import { FIRE } from './fire.js';
import { GAS } from './gas.js';
import { LAW } from './law.js';
import { DUTY } from './longwall-duty.js';
import { EQUIP } from './longwall-equipment.js';
import { SUPPORT } from './longwall-support.js';
import { RESCUE } from './rescue.js';
import { ROOF } from './roof.js';
import { VENT } from './ventilation.js';
import { WATER } from './water.js';

export type { DemoBank, DemoQuestion } from './builders.js';

/** The platform's bank, published to every verified enterprise. */
export const PLATFORM_DEMO_BANK: DemoBank = {
  name: '煤矿安全生产通用知识题库',
  category: 'underground',
  description:
    '面向井下作业人员的煤矿安全生产通用知识题库，覆盖法律法规、“一通三防”、顶板、机电运输、水害防治与应急救援等内容。',
  questions: [...LAW, ...VENT, ...GAS, ...ROOF, ...ELEC, ...WATER, ...FIRE, ...RESCUE],
};

/** The demo enterprise's own bank. */
export const ENTERPRISE_DEMO_BANK: DemoBank = {
  name: '示例煤业集团 综采工作面岗位题库',
  category: 'underground',
  description:
    '示例煤业集团自建题库，供本企业综采工作面采煤机司机、液压支架工、输送机司机等岗位人员培训考试使用。',
  questions: [...EQUIP, ...SUPPORT, ...DUTY],
};
