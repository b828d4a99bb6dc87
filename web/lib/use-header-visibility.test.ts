import { describe, expect, it } from 'vitest';
import { nextHeaderVisibility } from './use-header-visibility';

describe('nextHeaderVisibility', () => {
  it('always shows near the top', () => {
    expect(nextHeaderVisibility(false, 300, 80)).toEqual({ visible: true, lastY: 80 });
  });

  it('hides after more than 10 px down past 100 px', () => {
    expect(nextHeaderVisibility(true, 200, 210)).toEqual({ visible: true, lastY: 200 });
    expect(nextHeaderVisibility(true, 200, 211)).toEqual({ visible: false, lastY: 211 });
  });

  it('shows again on scroll up', () => {
    expect(nextHeaderVisibility(false, 500, 490)).toEqual({ visible: true, lastY: 490 });
  });
});
