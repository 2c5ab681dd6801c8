import { describe, expect, it } from 'vitest';

import { fileHref, formatFileSize } from './file-format';

describe('formatFileSize', () => {
  it('reads bytes, KB and MB the way people say them', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(100 * 1024 * 1024 - 1)).toBe('100 MB');
    expect(formatFileSize(2.25 * 1024 * 1024)).toBe('2.3 MB');
  });
});

describe('fileHref', () => {
  it('serves a stored file from the API origin, and leaves absolute URLs alone', () => {
    expect(fileHref('/file/3f9c.png')).toBe('/file/3f9c.png');
    expect(fileHref('https://bucket.example.com/3f9c.png')).toBe('https://bucket.example.com/3f9c.png');
  });
});
