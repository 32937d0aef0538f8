import type { BillingNotification } from '@coachline/contract/auth';
import { messages } from '@coachline/contract/messages';
import { buildPath } from '@coachline/contract/routes';
import { Alert, Button, Group, Switch, Text } from '@mantine/core';
import { IconAlertTriangle, IconCreditCard, IconMailOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useBillingNotifications, useKillStatus } from '../../features/session/queries';
import { useRefreshedSession } from '../../features/session/sessionQuery';
import { dismissNotice, type NoticeKind, useUi } from '../uiState';

/**
 * 000 §2.4: at most one notice, by precedence — card expiring, else payment failed (not on a
 * trial), else email status off. Each can be dismissed.
 */
export function pickNotice(
  billing: BillingNotification | null,
  emailStatusOn: boolean,
  dismissed: readonly NoticeKind[],
): NoticeKind | null {
  const due: NoticeKind[] = [];
  if (billing?.card_expire_notification) due.push('card-expiring');
  if (billing?.is_payment_failed && !billing.has_trial) due.push('payment-failed');
  if (!emailStatusOn) due.push('email-off');
  return due.find((kind) => !dismissed.includes(kind)) ?? null;
}

export function NotificationBar() {
  const session = useRefreshedSession();
  const dismissed = useUi((s) => s.dismissedNotices);
  const legacy = useBillingNotifications(session !== undefined);
  const enable = useKillStatus();
  if (!session) return null;

  // The legacy v2 call is the source (000 §7.4); the refresh carries the same flags meanwhile.
  const billing = legacy.data ?? session.billing_notification;
  const kind = pickNotice(billing, session.user.email_status, dismissed);
  if (!kind) return null;
  const billingPath = buildPath('AccountBilling');

  const common = {
    withCloseButton: true,
    closeButtonLabel: 'Dismiss',
    onClose: () => dismissNotice(kind),
    mb: 'md',
    radius: 'md',
    role: 'status',
  } as const;

  if (kind === 'card-expiring') {
    return (
      <Alert {...common} color="yellow" icon={<IconCreditCard aria-hidden />}>
        <Group justify="space-between" gap="xs">
          <Text size="sm">{messages.cardExpires(billing.card_expire_in_days ?? 0)}</Text>
          <Button component={Link} to={billingPath} size="xs" variant="white" color="dark">
            {messages.updatePaymentMethod}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (kind === 'payment-failed') {
    return (
      <Alert {...common} color="red" icon={<IconAlertTriangle aria-hidden />}>
        <Group justify="space-between" gap="xs">
          <Text size="sm">{messages.paymentDeclined}</Text>
          <Button component={Link} to={billingPath} size="xs" variant="white" color="dark">
            {messages.updateBilling}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Alert {...common} color="orange" icon={<IconMailOff aria-hidden />}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{messages.emailStatusOff}</Text>
        <Switch
          label="Email status"
          checked={false}
          // Disabled after the write too, until the session read again drops the notice.
          disabled={enable.isPending || enable.isSuccess}
          onChange={(e) => {
            if (e.currentTarget.checked) enable.mutate({ type: 'email', status: 1 });
          }}
        />
      </Group>
    </Alert>
  );
}
