import { afterEach, describe, expect, it } from 'vitest';
import { expectInert, XSS_IMG, XSS_SCRIPT } from './xss';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('expectInert', () => {
  it('passes for the payloads rendered as text', () => {
    const p = document.createElement('p');
    p.textContent = `${XSS_SCRIPT} ${XSS_IMG}`;
    document.body.append(p);
    expectInert();
  });

  it('catches them when they became markup', () => {
    document.body.innerHTML = `<p>${XSS_IMG}</p>`;
    expect(() => expectInert()).toThrow();
    document.body.innerHTML = `<p>${XSS_SCRIPT}</p>`;
    expect(() => expectInert()).toThrow();
  });
});
