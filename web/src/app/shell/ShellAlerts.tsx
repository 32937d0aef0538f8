import type { Membership } from '@coachline/contract/auth';
import { contactLimit, contactLimitAlertType } from '@coachline/contract/constants';
import { messages } from '@coachline/contract/messages';
import { billingPlansPath, buildPath } from '@coachline/contract/routes';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useMembership, useRefreshedSession } from '../../features/session/sessionQuery';
import { guardStateOf } from '../guardState';
import { goTo, goToPath } from '../navigation';
import { consumeFreshLogin, useSession } from '../session';
import { dismissDnsWarning, showSpecialPlanAlert, useUi } from '../uiState';

type LimitAlert = { type: 1 | 2; percent: number; remaining: number };

function limitAlertOf(membership: Membership): LimitAlert | null {
  const type = contactLimitAlertType(membership.contacts_used);
  if (!type) return null;
  return {
    type,
    percent: Math.round(membership.contacts_used),
    remaining: Math.max(0, membership.contacts_space - membership.contacts_count),
  };
}

/**
 * Contact-limit alert (000 §9): 3 s after a fresh sign-in, at 75% (type 1) or 100% (type 2),
 * with the plan usage of that moment.
 */
function useContactLimitAlert(): [LimitAlert | null, () => void] {
  const membership = useMembership();
  const [alert, setAlert] = useState<LimitAlert | null>(null);
  useEffect(() => {
    if (!membership || !useSession.getState().freshLogin || useUi.getState().popupsDisabled) {
      return;
    }
    const timer = setTimeout(() => {
      if (consumeFreshLogin()) setAlert(limitAlertOf(membership));
    }, contactLimit.checkDelayMs);
    return () => clearTimeout(timer);
  }, [membership]);
  return [alert, () => setAlert(null)];
}

export function ShellAlerts() {
  const flags = useSession();
  const session = useRefreshedSession();
  const user = session?.user;
  const popupsDisabled = useUi((s) => s.popupsDisabled);
  const dnsDismissed = useUi((s) => s.dnsWarningDismissed);
  const specialPlan = useUi((s) => s.specialPlanAlert);
  const [limit, closeLimit] = useContactLimitAlert();
  const canViewSettings = guardStateOf(flags, session).canView('admin-settings');

  // Admin Settings shows the records themselves: no modal over them.
  const onSettings = useLocation().pathname === buildPath('AdminSettings');
  const dnsOpen =
    Boolean(user?.email_dns_missing) && !dnsDismissed && !popupsDisabled && !onSettings;
  const closeSpecialPlan = () => {
    showSpecialPlanAlert(false);
    goTo('ContactIndex');
  };

  return (
    <>
      <Modal
        opened={dnsOpen}
        onClose={dismissDnsWarning}
        title="Email DNS records missing"
        centered
      >
        <Stack gap="md">
          <Text size="sm">{messages.dnsMissing}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={dismissDnsWarning}>
              {messages.close}
            </Button>
            {canViewSettings ? (
              <Button
                color="blue"
                onClick={() => {
                  dismissDnsWarning();
                  goTo('AdminSettings', undefined, { tab: 'email-domains' });
                }}
              >
                Open Admin Settings
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={limit !== null && !dnsOpen}
        onClose={closeLimit}
        title={
          limit?.type === 2
            ? messages.contactLimitReachedTitle
            : messages.contactLimitApproachingTitle
        }
        centered
      >
        {limit ? (
          <Stack gap="md">
            <Text size="sm">{messages.contactLimitText(limit.percent, limit.remaining)}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={closeLimit}>
                {messages.close}
              </Button>
              <Button
                color="blue"
                onClick={() => {
                  closeLimit();
                  goToPath(billingPlansPath);
                }}
              >
                {messages.upgradePlan}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>

      <Modal opened={specialPlan} onClose={closeSpecialPlan} title="Special plan" centered>
        <Stack gap="md">
          <Text size="sm">{messages.specialPlanAlert}</Text>
          <Group justify="flex-end">
            <Button color="blue" onClick={closeSpecialPlan}>
              {messages.close}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
