import { describe, expect, it, vi } from 'vitest';
import { flattenErrors, patchFields, serverFieldErrors, setServerErrors } from './form-errors';

const badRequest = (fieldErrors: Record<string, string[]>) =>
  new Error(`400: ${JSON.stringify({ message: 'Invalid', code: 'VALIDATION_FAILED', fieldErrors })}`);

describe('form errors', () => {
  it("reads a 400's fieldErrors, one message per key, and none from other errors", () => {
    expect(serverFieldErrors(badRequest({ 'basic.city': ['Please enter your city.'], bio: [] }))).toEqual({
      'basic.city': 'Please enter your city.',
    });
    expect(serverFieldErrors(new Error('500: Internal Server Error'))).toEqual({});
    expect(serverFieldErrors(new TypeError('Failed to fetch'))).toEqual({});
  });

  it('puts them on the form fields the caller maps, and says which', () => {
    const setError = vi.fn();
    const set = setServerErrors(
      badRequest({ 'basic.city': ['Please enter a city we deliver to.'], plan: ['Unknown plan.'] }),
      setError,
      (key) => (key.startsWith('basic.') ? key : undefined),
    );
    expect(set).toEqual(['basic.city']);
    expect(setError).toHaveBeenCalledExactlyOnceWith('basic.city', {
      type: 'server',
      message: 'Please enter a city we deliver to.',
    });
  });

  it("flattens react-hook-form's nested errors by path", () => {
    expect(
      flattenErrors({
        basic: { firstName: { type: 'too_big', message: 'First name must be at most 80 characters.' } },
        fashion: { preferredStyles: [undefined, { type: 'invalid_value', message: 'Pick from the list.' }] },
      }),
    ).toEqual({
      'basic.firstName': 'First name must be at most 80 characters.',
      'fashion.preferredStyles.1': 'Pick from the list.',
    });
  });

  it('patches fields, drops their messages and checks a text past its limit at once', () => {
    const form = { setValue: vi.fn(), clearErrors: vi.fn(), trigger: vi.fn() };
    patchFields(form, 'basic', { firstName: 'A'.repeat(81), city: 'Kochi' }, { 'basic.firstName': 80 });
    expect(form.setValue).toHaveBeenCalledWith('basic.city', 'Kochi', { shouldDirty: true });
    expect(form.clearErrors).toHaveBeenCalledWith('basic.firstName');
    expect(form.trigger).toHaveBeenCalledExactlyOnceWith('basic.firstName');
    form.trigger.mockClear();
    patchFields(form, 'basic', { firstName: 'A'.repeat(80) }, { 'basic.firstName': 80 });
    expect(form.trigger).not.toHaveBeenCalled();
  });
});
