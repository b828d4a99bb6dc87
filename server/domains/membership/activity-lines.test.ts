import { describe, expect, it } from 'vitest';
import { activityLine } from './activity-lines.ts';

describe('the Membership Activity notes by key', () => {
  it('names each note the server writes, with its params', () => {
    expect(activityLine('Order RSL-1042')).toEqual({ key: 'order', params: { order: 'RSL-1042' } });
    expect(activityLine('Order RSL-1042 refunded')).toEqual({
      key: 'orderRefunded',
      params: { order: 'RSL-1042' },
    });
    expect(activityLine('Order RSL-1042 cancelled')).toEqual({
      key: 'orderCancelled',
      params: { order: 'RSL-1042' },
    });
    expect(activityLine('Happy birthday 2027')).toEqual({ key: 'birthday', params: { year: '2027' } });
    expect(activityLine('Dynamo Deal: Onam gift')).toEqual({ key: 'deal', params: { title: 'Onam gift' } });
    expect(activityLine('No LIMITED-EDITION purchase in November 2026')).toEqual({
      key: 'noPurchaseIn',
      params: { month: '2026-11-01' },
    });
    expect(activityLine('Signature purchase this year')).toEqual({ key: 'signatureThisYear' });
    expect(activityLine('Re-entry fee ₹1,000')).toEqual({ key: 'reEntryFee', params: { fee: '₹1,000' } });
    expect(activityLine('Renewal ₹2,000, until 2027-11-14')).toEqual({
      key: 'renewalUntil',
      params: { fee: '₹2,000', until: '2027-11-14' },
    });
  });

  it('leaves a note it does not know, or none, without a key', () => {
    expect(activityLine(null)).toEqual({ key: null });
    expect(activityLine('Adjusted by hand')).toEqual({ key: null });
    expect(activityLine('No LIMITED-EDITION purchase in Onam 2026')).toEqual({ key: null });
  });
});
