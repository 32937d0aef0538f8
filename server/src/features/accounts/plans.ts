import type { SubscriptionPlan } from '@coachline/contract/registration';

/** The plans offered at sign-up (GET account/subscription-plans). */
export const subscriptionPlans: readonly SubscriptionPlan[] = [
  {
    id: 'starter-monthly',
    name: 'Starter',
    interval: 'month',
    amount: 49,
    contacts_space: 500,
    has_funnels: false,
    trial_days: 14,
  },
  {
    id: 'pro-monthly',
    name: 'Pro',
    interval: 'month',
    amount: 99,
    contacts_space: 2500,
    has_funnels: true,
    trial_days: 14,
  },
  {
    id: 'studio-monthly',
    name: 'Studio',
    interval: 'month',
    amount: 199,
    contacts_space: 10000,
    has_funnels: true,
    trial_days: 14,
  },
  {
    id: 'pro-yearly',
    name: 'Pro (yearly)',
    interval: 'year',
    amount: 990,
    contacts_space: 2500,
    has_funnels: true,
    trial_days: 14,
  },
];

export const defaultPlanId = 'pro-monthly';

export function planById(id: string | null | undefined) {
  const plan =
    subscriptionPlans.find((p) => p.id === id) ??
    subscriptionPlans.find((p) => p.id === defaultPlanId)!;
  return {
    id: plan.id,
    interval: plan.interval,
    amount: plan.amount,
    contactsSpace: plan.contacts_space,
    hasFunnels: plan.has_funnels,
    trialDays: plan.trial_days,
  };
}
