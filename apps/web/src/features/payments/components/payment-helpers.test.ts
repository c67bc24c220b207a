import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '../../../testing/account-fixtures';
import { billingDataMissing } from './billing-form';
import { demoAmount } from './payment-demo';

describe('payment helpers', () => {
  it('falls back to 10 for an amount that is not positive', () => {
    expect(demoAmount('25.5')).toBe(25.5);
    expect(demoAmount('0')).toBe(10);
    expect(demoAmount('-3')).toBe(10);
    expect(demoAmount('abc')).toBe(10);
  });

  it('asks for billing data until tax id and address are there (the company is optional)', () => {
    expect(billingDataMissing(EMPTY_PROFILE)).toBe(true);
    const full = {
      ...EMPTY_PROFILE,
      taxId: '12345678Z',
      address: 'Calle Mayor 2',
      postalcode: '28013',
      city: 'Madrid',
      country: 'España',
    };
    expect(billingDataMissing(full)).toBe(false);
    expect(billingDataMissing({ ...full, city: ' ' })).toBe(true);
  });
});
