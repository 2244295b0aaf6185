import { describe, expect, it } from 'vitest';
import { fileProtocolUrl, tokenFromFileProtocolUrl } from './file-protocol';

describe('console-file protocol URLs', () => {
  it('round-trips a token', () => {
    const token = '3f0c2a8e-6b1d-4f8e-9a57-0d3c1b2a4e5f';
    expect(fileProtocolUrl(token)).toBe(`console-file://file/${token}`);
    expect(tokenFromFileProtocolUrl(fileProtocolUrl(token))).toBe(token);
  });

  it.each([
    'console-file://file/',
    'console-file://file/a/b',
    'console-file://other/abc',
    'console-file://file/%2Fetc%2Fpasswd',
    'console-file://file/%E0%A4%A',
    'file:///etc/passwd',
    'https://file/abc',
    'garbage',
  ])('refuses %s', (url) => {
    expect(tokenFromFileProtocolUrl(url)).toBeNull();
  });
});
