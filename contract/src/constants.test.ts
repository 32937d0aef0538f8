import { describe, expect, it } from 'vitest';
import {
  contactColumnDefaults,
  contactLimitAlertType,
  delays,
  fileClassFor,
  hasRatioToggle,
  imageSizeLabel,
  imageSizes,
  invoiceFileName,
  lastActions,
  librarySizesFor,
  maxImageBytes,
  templateCategoryFilters,
  tipsCookieExpiry,
} from './constants';

describe('constants', () => {
  it('keeps the delays of 000 §9', () => {
    expect(delays).toMatchObject({
      reloadDelayMs: 100,
      chunkLoadTimeoutMs: 120_000,
      checkoutTokenRefreshMs: 120_000,
      sessionExpiredAfterMs: 120_000,
      toastMs: 2_000,
      referralRecountMs: 180_000,
      referralCookieDays: 15,
    });
    expect(maxImageBytes).toBe(15 * 1024 * 1024);
  });

  it('names image sizes', () => {
    expect(imageSizes['profile-pic']).toEqual({ width: 160, height: 160 });
    expect(imageSizeLabel(imageSizes['public-logo'])).toBe('180x60');
    expect(Object.keys(imageSizes)).toHaveLength(26);
  });

  it('lists 180x180 with 180x60 in the library and toggles the ratio except for authors', () => {
    expect(librarySizesFor('180x60')).toEqual(['180x60', '180x180']);
    expect(librarySizesFor('1200x630')).toEqual(['1200x630']);
    expect(hasRatioToggle('180x180')).toBe(true);
    expect(hasRatioToggle('180x180', 'author-image')).toBe(false);
    expect(hasRatioToggle('600x350')).toBe(false);
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

  it('maps multi-channel templates to email and sms', () => {
    expect(templateCategoryFilters['multi-channel']).toEqual([1, 3]);
  });

  it('types the contact limit alert at 75 and 100 percent', () => {
    expect(contactLimitAlertType(74)).toBeNull();
    expect(contactLimitAlertType(75)).toBe(1);
    expect(contactLimitAlertType(99.9)).toBe(1);
    expect(contactLimitAlertType(100)).toBe(2);
    expect(contactLimitAlertType(130)).toBe(2);
  });

  it('classes uploaded files by extension', () => {
    expect(fileClassFor('photo.JPG')).toBe('image');
    expect(fileClassFor('sheet.csv')).toBe('sheet');
    expect(fileClassFor('archive.zip')).toBe('zip');
    expect(fileClassFor('unknown.xyz')).toBe('other');
  });

  it('names invoices in lower case', () => {
    expect(invoiceFileName('AbC')).toBe('invoice-abc.pdf');
  });

  it('ends the tips cookie at the end of the next day', () => {
    const expiry = tipsCookieExpiry(new Date(2024, 0, 31, 10, 15));
    expect([expiry.getFullYear(), expiry.getMonth(), expiry.getDate()]).toEqual([2024, 1, 1]);
    expect([expiry.getHours(), expiry.getMinutes(), expiry.getSeconds()]).toEqual([23, 59, 59]);
  });
});
