import { describe, expect, it } from 'vitest';

import {
  IP_MESSAGE,
  isExternal,
  maskIdCard,
  maskPersonName,
  validCreditCode,
  validEmail,
  validIdCard,
  validIP,
  validMobile,
  validUsername,
} from './validate.js';

describe('isExternal', () => {
  it.each(['https://a.cn', 'http://a.cn/x', 'mailto:a@b.cn', 'tel:10086'])('accepts %s', (v) => {
    expect(isExternal(v)).toBe(true);
  });
  it.each(['/index', 'soft/detail', 'ftp://a.cn', 'javascript:alert(1)', ' https://a.cn', 'HTTPS//a'])(
    'rejects %s',
    (v) => {
      expect(isExternal(v)).toBe(false);
    },
  );
});

describe('validUsername', () => {
  it.each(['worker', 'Zhang3', 'a1', '123456', 'enterprise'])('accepts %s', (v) => {
    expect(validUsername(v)).toBe(true);
  });
  it.each(['admin', 'editor', 'Admin', 'EDITOR', ' admin', 'admin ', 'zhang san', '张三', 'a_b', 'a-b', ''])(
    'rejects %j',
    (v) => {
      expect(validUsername(v)).toBe(false);
    },
  );
});

describe('validEmail', () => {
  it.each(['a@b.cn', 'first.last+tag@mail.example.com', 'x_y@coal-sim.org'])('accepts %s', (v) => {
    expect(validEmail(v)).toBe(true);
  });
  it.each([
    '',
    'plain',
    'a@b',
    'a@b.c',
    '@b.cn',
    'a@.cn',
    'a b@c.cn',
    '.a@b.cn',
    'a..b@c.cn',
    'a@-b.cn',
    `${'x'.repeat(65)}@b.cn`,
  ])('rejects %j', (v) => {
    expect(validEmail(v)).toBe(false);
  });
});

describe('validMobile', () => {
  it.each(['13800138000', '19912345678', '10000000000'])('accepts %s', (v) => {
    expect(validMobile(v)).toBe(true);
  });
  it.each(['01234567890', '1380013800', '138001380000', '+8613800138000', '1380013800a', ' 13800138000', ''])(
    'rejects %j',
    (v) => {
      expect(validMobile(v)).toBe(false);
    },
  );
});

describe('validIP', () => {
  it.each(['', null, undefined, '0.0.0.0', '192.168.1.10', '255.255.255.255', '10.0.0.1'])(
    'accepts %j',
    (v) => {
      expect(validIP(v)).toBe(true);
    },
  );
  it.each([
    '256.1.1.1',
    '1.1.1',
    '1.1.1.1.1',
    '01.1.1.1',
    '1.1.1.-1',
    'a.b.c.d',
    '1.1.1.1 ',
    '1..1.1',
    '300.300.300.300',
  ])('rejects %j', (v) => {
    expect(validIP(v)).toBe(false);
  });
  it('has the spec message', () => {
    expect(IP_MESSAGE).toBe('请输入正确的IP地址');
  });
});

describe('validCreditCode', () => {
  it('accepts codes whose check character is right (GB 32100-2015)', () => {
    for (const v of [
      '91350100M000100Y43',
      '91110000600037341L',
      '911100001000079554',
      '91140100MA0GRX2L3Q',
    ]) {
      expect(validCreditCode(v)).toBe(true);
    }
  });

  it('refuses a wrong check character, a letter outside the set, a bad authority or length', () => {
    for (const v of ['91350100M000100Y44', '91350100M000100I43', '01350100M000100Y43', '9135010', '']) {
      expect(validCreditCode(v)).toBe(false);
    }
  });
});

describe('validIdCard', () => {
  // 11010519491231002X is the standard's own example; the others are made with its rule.
  it.each(['11010519491231002X', '110101199003070011', '440308200001010012'])('accepts %s', (v) => {
    expect(validIdCard(v)).toBe(true);
  });
  it.each([
    '110105194912310021', // wrong check character
    '11010519491231002x', // lower-case x
    '110105194902300023', // 30 February
    '110105289901010011', // born in the future
    '11010519491231002', // 17 characters
    '010105194912310021', // region cannot start with 0
    '',
  ])('rejects %j', (v) => {
    expect(validIdCard(v)).toBe(false);
  });
  it('masks all but the region and the last four', () => {
    expect(maskIdCard('11010519491231002X')).toBe('110105********002X');
  });
});

describe('maskPersonName', () => {
  it('keeps the first and last character of a name and hides the rest', () => {
    expect(maskPersonName('王建军')).toBe('王*军');
    expect(maskPersonName('李明')).toBe('李*');
    expect(maskPersonName('欧阳振锋')).toBe('欧**锋');
    expect(maskPersonName('张')).toBe('*');
    expect(maskPersonName(' 𠮷野家 ')).toBe('𠮷*家');
  });
});
