import { describe, expect, it } from 'vitest';
import { pickNotice } from './NotificationBar';

const billing = {
  card_expire_notification: false,
  card_expire_in_days: null,
  is_payment_failed: false,
  has_trial: false,
  has_stripe_subscription: true,
};

describe('notification bar precedence (000 §2.4)', () => {
  it('card expiring beats payment failed beats email status off', () => {
    const all = {
      ...billing,
      card_expire_notification: true,
      card_expire_in_days: 5,
      is_payment_failed: true,
    };
    expect(pickNotice(all, false, [])).toBe('card-expiring');
    expect(pickNotice({ ...all, card_expire_notification: false }, false, [])).toBe(
      'payment-failed',
    );
    expect(pickNotice(billing, false, [])).toBe('email-off');
    expect(pickNotice(billing, true, [])).toBeNull();
  });

  it('a failed payment on a trial says nothing', () => {
    expect(
      pickNotice({ ...billing, is_payment_failed: true, has_trial: true }, true, []),
    ).toBeNull();
  });

  it('a dismissed notice gives way to the next one', () => {
    const all = { ...billing, card_expire_notification: true, is_payment_failed: true };
    expect(pickNotice(all, true, ['card-expiring'])).toBe('payment-failed');
    expect(pickNotice(all, true, ['card-expiring', 'payment-failed'])).toBeNull();
  });
});
