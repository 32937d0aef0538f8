import { describe, expect, it } from 'vitest';
import {
  chunkLoadTimeoutMs,
  contactColumnDefaults,
  contactLimitAlertType,
  imageSizes,
  lastActions,
  maxImageBytes,
  referralCookieDays,
  referralRecountMs,
  reloadDelayMs,
  sessionExpiredAfterMs,
  tipsCookieExpiry,
  toastMs,
} from './constants';

describe('constants', () => {
  it('keeps the delays of 000 §9', () => {
    expect({
      reloadDelayMs,
      chunkLoadTimeoutMs,
      sessionExpiredAfterMs,
      toastMs,
      referralRecountMs,
      referralCookieDays,
    }).toEqual({
      reloadDelayMs: 100,
      chunkLoadTimeoutMs: 120_000,
      sessionExpiredAfterMs: 120_000,
      toastMs: 2_000,
      referralRecountMs: 180_000,
      referralCookieDays: 15,
    });
    expect(maxImageBytes).toBe(15 * 1024 * 1024);
  });

  it('names image sizes', () => {
    expect(imageSizes['profile-pic']).toEqual({ width: 160, height: 160 });
    expect(Object.keys(imageSizes)).toHaveLength(26);
  });

  it('keeps the spec spelling of last actions, value equal to label', () => {
    expect(lastActions).toHaveLength(22);
    expect(lastActions).toContainEqual({
      value: 'Pre-qualifiaction Sent',
      label: 'Pre-qualifiaction Sent',
    });
  });

  it('has the column preference defaults of 001 §3', () => {
    const on = Object.entries(contactColumnDefaults).filter(([, v]) => v);
    expect(on.map(([k]) => k)).toContain('last_action');
    expect(contactColumnDefaults.tags).toBe(false);
    expect(contactColumnDefaults.table_header).toBe(true);
  });

  it('types the contact limit alert at 75 and 100 percent', () => {
    expect(contactLimitAlertType(74)).toBeNull();
    expect(contactLimitAlertType(75)).toBe(1);
    expect(contactLimitAlertType(99.9)).toBe(1);
    expect(contactLimitAlertType(100)).toBe(2);
    expect(contactLimitAlertType(130)).toBe(2);
  });

  it('ends the tips cookie at the end of the next day', () => {
    const expiry = tipsCookieExpiry(new Date(2024, 0, 31, 10, 15));
    expect([expiry.getFullYear(), expiry.getMonth(), expiry.getDate()]).toEqual([2024, 1, 1]);
    expect([expiry.getHours(), expiry.getMinutes(), expiry.getSeconds()]).toEqual([23, 59, 59]);
  });
});
