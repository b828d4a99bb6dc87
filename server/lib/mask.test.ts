import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './mask.ts';

describe('masking', () => {
  it('shows the first letters and the ending only', () => {
    expect(maskEmail('ananya.menon@gmail.com')).toBe('a***@g***.com');
    expect(maskEmail('x@roslis.co.in')).toBe('x***@r***.in');
    expect(maskPhone('+919876543210')).toBe('+91******3210');
    expect(maskPhone('9876543210')).toBe('******3210');
    expect(maskEmail(null)).toBeNull();
  });
});
